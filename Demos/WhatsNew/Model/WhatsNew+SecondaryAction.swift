import DemoKitCore
import Foundation

extension WhatsNew {
    /// An optional action shown above the primary one.
    struct SecondaryAction: Sendable, Hashable {
        /// What the action does when chosen.
        enum Action: Sendable, Hashable {
            /// Opens a web page; the sheet marks the title with `↗`.
            case openURL(URL)
            /// Shows another screen of the app, named by the caller.
            case present(String)
        }

        var title: String
        /// The title's colour; `nil` uses the palette's accent.
        var foregroundColor: TextColor?
        var action: Action

        init(title: String, foregroundColor: TextColor? = nil, action: Action) {
            self.title = title
            self.foregroundColor = foregroundColor
            self.action = action
        }
    }
}
