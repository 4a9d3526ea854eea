import DemoKitCore
@testable import DemoKitBrowser
@testable import DemoKitTerminal

extension BrowserState {
    /// Sends keys one after the other and returns every effect.
    @discardableResult
    mutating func press(_ keys: KeyPress...) -> [BrowserEffect] {
        keys.flatMap { handle(.key($0)) }
    }

    /// Types text as character keys.
    @discardableResult
    mutating func type(_ text: String) -> [BrowserEffect] {
        text.flatMap { handle(.key(.character($0))) }
    }

    /// `GROUP/DEMO` of the selected demo.
    var selectedAddress: String? { selectedDemo?.address }
}
