import Foundation

/// The icons and actions a What's New JSON file refers to by name.
///
/// JSON carries text; icons and actions are values of the app, supplied by
/// the caller as WhatsNewKit supplies them through the decoder's `userInfo`.
/// A file says `"icon": "star"` and the resources say what `star` is:
///
/// ```swift
/// let resources = WhatsNewResources(
///     icons: ["star": WhatsNew.Icon("★")],
///     primaryActions: ["continue": WhatsNew.PrimaryAction(title: "Continue")])
/// let whatsNew = try WhatsNewDecoder(resources: resources)
///     .decode(WhatsNew.self, from: data)
/// ```
struct WhatsNewResources: Sendable {
    var icons: [String: WhatsNew.Icon]
    var primaryActions: [String: WhatsNew.PrimaryAction]
    var secondaryActions: [String: WhatsNew.SecondaryAction]

    init(
        icons: [String: WhatsNew.Icon] = [:],
        primaryActions: [String: WhatsNew.PrimaryAction] = [:],
        secondaryActions: [String: WhatsNew.SecondaryAction] = [:]
    ) {
        self.icons = icons
        self.primaryActions = primaryActions
        self.secondaryActions = secondaryActions
    }

    /// The `userInfo` key under which ``WhatsNew``'s `init(from:)` looks for
    /// the resources. Never `nil`; the type is optional only because
    /// `CodingUserInfoKey(rawValue:)` is failable.
    static let userInfoKey = CodingUserInfoKey(rawValue: "DemoKit.WhatsNewResources")
}
