import PackagePlugin

/// Finds the executable product that runs the package's demo catalog.
enum RunnerProduct {
    /// The product named `name`, or else the package's one executable product
    /// that depends on DemoKitRunner (`demo-runner` if there are several).
    ///
    /// - Throws: ``DemoCommandError`` naming the candidates when there is no
    ///   single answer.
    static func find(in package: Package, named name: String?) throws -> String {
        let executables = package.products(ofType: ExecutableProduct.self)
        if let name {
            guard executables.contains(where: { $0.name == name }) else {
                throw DemoCommandError.unknownRunner(name, executables: executables.map(\.name))
            }
            return name
        }
        let runners = executables.filter { product in
            product.targets.contains { target in
                target.name == "DemoKitRunner"
                    || target.recursiveTargetDependencies.contains { $0.name == "DemoKitRunner" }
            }
        }
        .map(\.name)
        .sorted()
        switch runners.count {
        case 0: throw DemoCommandError.noRunner(package: package.displayName)
        case 1: return runners[0]
        default:
            guard runners.contains("demo-runner") else { throw DemoCommandError.severalRunners(runners) }
            return "demo-runner"
        }
    }
}
