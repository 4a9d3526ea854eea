import DemoKitSnapshots

extension SnapshotPlan {
    /// The plan of `catalog` for a command's `--filter` and `--shard`, as
    /// `audit` and `stress` make it: a catalog that cannot be planned is a
    /// failure, and a filter that matches nothing (outside a shard, which
    /// may be empty) a usage error naming `what` it selects.
    static func forCommand(
        catalog: Catalog, filter: SnapshotFilter?, shard: SnapshotShard?, selecting what: String,
        environment: RunnerEnvironment
    ) throws(RunnerError) -> SnapshotPlan {
        let plan: SnapshotPlan
        do {
            plan = try SnapshotPlan(catalog: catalog, filter: filter, shard: shard)
        } catch {
            throw .failure(error.message)
        }
        if let filter, plan.cases.isEmpty, shard == nil {
            throw .usage(
                "no \(what) matches the filter '\(filter)'; see '\(environment.commandName) list' for the identifiers")
        }
        return plan
    }
}
