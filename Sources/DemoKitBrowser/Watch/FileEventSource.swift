/// What tells ``SourceWatcher`` that a package's sources changed: the
/// system's file events (``InotifySource`` on Linux, ``KqueueSource`` on
/// macOS) or, where those cannot be had, a scan (``PollingSource``).
protocol FileEventSource: AnyObject {
    /// A descriptor that becomes readable when changes wait to be read;
    /// `nil` when the source must be asked every ``interval`` instead.
    var descriptor: Int32? { get }
    /// How often to ask a source without a descriptor.
    var interval: Duration? { get }
    /// How many folders it watches.
    var folderCount: Int { get }
    /// Reads what waits, without blocking.
    ///
    /// - Parameter now: The time of the reading (a scan is due every
    ///   ``interval``).
    /// - Returns: The paths that changed: sources written, created,
    ///   removed or renamed (both names), folders made, moved or removed
    ///   (what they hold may be sources).
    func readChanges(now: ContinuousClock.Instant) -> Set<String>
}
