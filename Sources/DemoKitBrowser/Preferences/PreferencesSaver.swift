import Foundation

/// Saves preferences off the caller's thread, keeping only the newest.
///
/// The browser remembers every demo and tweak change, and a save (a
/// temporary file and a rename) can take longer than drawing the frame,
/// on a slow or busy disk. The browser draws first and hands the preferences to
/// this saver, which writes on its own queue; changes that arrive while a
/// save is running are coalesced into one save of the newest. ``flush()``
/// waits until everything handed over is written, so quitting with `q`
/// never loses the last choice. (Ctrl-C and a closing terminal end the
/// process from a signal handler, which cannot wait: a change made in the
/// last milliseconds before them may be lost.)
final class PreferencesSaver: @unchecked Sendable {
    /// Where to save; `nil` remembers nothing.
    private let store: PreferencesStore?
    private let queue = DispatchQueue(label: "DemoKit.PreferencesSaver")
    /// Guards `pending`, `isSaving` and `warning`.
    private let lock = NSLock()
    private var pending: Preferences?
    private var isSaving = false
    private var warning: String?

    init(store: PreferencesStore?) {
        self.store = store
    }

    /// Saves `preferences` soon, replacing any that are waiting.
    func save(_ preferences: Preferences) {
        guard store != nil else { return }
        let mustSchedule = lock.withLock {
            let wasIdle = pending == nil
            pending = preferences
            return wasIdle
        }
        if mustSchedule { queue.async { self.saveNewest() } }
    }

    /// Whether a save is waiting or running, or one failed and its
    /// warning has not been taken: the browser then keeps looking.
    var needsAttention: Bool {
        lock.withLock { pending != nil || isSaving || warning != nil }
    }

    /// The warning of the last save that failed, once.
    func takeWarning() -> String? {
        lock.withLock {
            defer { warning = nil }
            return warning
        }
    }

    /// Returns when every save handed over so far has been written.
    func flush() {
        queue.sync {}
    }

    private func saveNewest() {
        let next: Preferences? = lock.withLock {
            defer { pending = nil }
            isSaving = pending != nil
            return pending
        }
        guard let next, let store else { return }
        let failure = store.save(next)
        lock.withLock {
            isSaving = false
            if let failure { warning = failure }
        }
    }
}
