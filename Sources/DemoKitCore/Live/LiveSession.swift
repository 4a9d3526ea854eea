/// What a ``LivePlayer`` has handed its demo so far, and where DemoKit keeps
/// the state of a demo that is hosted rather than drawn (DemoKitHeadless's
/// stream components): the run of its component.
///
/// A player starts a session of its own and carries it in its
/// ``RenderContext``, so that every rendering of the demo through the
/// player (the browser, `open --keys`, scripts, DemoKitTesting's drivers)
/// sees the same input and continues the same run. The demo value stores
/// none of it.
///
/// Copies are values: each remembers its own input, and they share the
/// hosted state, which notices when a copy goes its own way.
package struct LiveSession: Sendable {
    /// The inputs handed to the demo, in order, each with the virtual time
    /// it arrived.
    package private(set) var inputs: [PlayedInput] = []
    /// The state a hosting module keeps for the session.
    package let storage = LiveSessionStorage()

    /// A session with no input yet.
    package init() {}

    /// Records an input handed to the demo at virtual time `time`.
    package mutating func record(_ input: DemoInput, at time: Duration) {
        inputs.append(PlayedInput(input: input, time: time))
    }
}

/// Where a ``RenderContext`` carries its session: every slot is equal, for
/// a context's session is where its renderings keep state, not part of
/// what a rendering asks for (two contexts that ask for the same rendering
/// are equal whichever player made them, and caches keyed by a context are
/// not split by it).
struct LiveSessionSlot: Sendable, Hashable {
    var session: LiveSession?

    static func == (lhs: LiveSessionSlot, rhs: LiveSessionSlot) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}

/// An input and the virtual time it arrived.
package struct PlayedInput: Sendable, Equatable {
    package var input: DemoInput
    package var time: Duration

    package init(input: DemoInput, time: Duration) {
        self.input = input
        self.time = time
    }
}

/// The object a hosting module keeps in a ``LiveSession``, shared by its
/// copies; released, and its state ended, with the last of them.
///
/// The core has no lock (it imports nothing): the hosting module reads and
/// writes ``object`` under a lock of its own (DemoKitHeadless's
/// `HostedComponent`).
package final class LiveSessionStorage: @unchecked Sendable {
    /// The hosting module's state; only under that module's lock.
    package var object: AnyObject?
}
