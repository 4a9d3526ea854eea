import DemoKitCore
import Foundation

/// The entries, features and JSON the What's New demos show.
enum WhatsNewSamples {
    static let goldens = WhatsNew.Feature(
        icon: WhatsNew.Icon("★"),
        title: "Goldens for every tweak",
        subtitle: "Each demo is rendered and compared with its recorded snapshot, byte for byte.")
    static let rightToLeft = WhatsNew.Feature(
        icon: WhatsNew.Icon("⇄"),
        title: "Right-to-left layout",
        subtitle: "Frames, stacks and alignment mirror for Persian, Arabic and Hebrew.")
    static let darkAppearance = WhatsNew.Feature(
        icon: WhatsNew.Icon("☾"),
        title: "Dark appearance",
        subtitle: "Semantic colours pick the right shade for dark terminals.")
    static let discovery = WhatsNew.Feature(
        icon: WhatsNew.Icon("⌕"),
        title: "Automatic discovery",
        subtitle: "A build plugin finds your demo groups, so the catalog writes itself.")
    static let browser = WhatsNew.Feature(
        icon: WhatsNew.Icon("▤"),
        title: "Interactive browser",
        subtitle: "Move through groups, demos and tweaks with the arrow keys.")
    static let colour = WhatsNew.Feature(
        icon: WhatsNew.Icon("◐"),
        title: "Colour that degrades well",
        subtitle: "True colour where the terminal has it, 256 or 16 colours where it does not.")

    // `URL(string:)` is failable only in form; the fallback is never used.
    static let releaseNotesURL = URL(string: "https://example.com/demokit/whats-new") ?? URL(fileURLWithPath: "/")

    static let learnMore = WhatsNew.SecondaryAction(title: "Learn more", action: .openURL(releaseNotesURL))

    /// The entry most tweaks start from: three features, both actions.
    static let standard = WhatsNew(
        version: WhatsNewVersion(major: 2),
        title: "What's New in DemoKit",
        features: [goldens, rightToLeft, darkAppearance],
        primaryAction: WhatsNew.PrimaryAction(title: "Continue"),
        secondaryAction: learnMore)

    /// A Persian entry, for the right-to-left tweak.
    static let persian = WhatsNew(
        version: WhatsNewVersion(major: 2),
        title: "امکانات تازهٔ دموکیت",
        features: [
            WhatsNew.Feature(
                icon: WhatsNew.Icon("★"),
                title: "تصویر مرجع برای هر حالت",
                subtitle: "هر دمو در هر حالت با تصویر مرجعش مقایسه می‌شود."),
            WhatsNew.Feature(
                icon: WhatsNew.Icon("⇄"),
                title: "چیدمان راست به چپ",
                subtitle: "قاب‌ها و ستون‌ها برای فارسی و عربی آینه می‌شوند."),
        ],
        primaryAction: WhatsNew.PrimaryAction(title: "ادامه"),
        secondaryAction: WhatsNew.SecondaryAction(
            title: "بیشتر بدانید", action: .present("about")))

    /// What the JSON of ``collectionJSON`` refers to by name.
    static let resources = WhatsNewResources(
        icons: ["star": WhatsNew.Icon("★"), "mirror": WhatsNew.Icon("⇄"), "moon": WhatsNew.Icon("☾"),
                "search": WhatsNew.Icon("⌕"), "browser": WhatsNew.Icon("▤")],
        primaryActions: ["continue": WhatsNew.PrimaryAction(title: "Continue")],
        secondaryActions: ["learnMore": learnMore])

    /// Three releases, as an app would ship them in a JSON file.
    static let collectionJSON = """
        [
            {
                "version": "1.0.0",
                "title": "Welcome to DemoKit",
                "features": [
                    { "icon": "star", "title": "Goldens", "subtitle": "Every tweak has a snapshot." }
                ],
                "primaryAction": "continue"
            },
            {
                "version": "1.1.0",
                "title": "What's New in 1.1",
                "features": [
                    { "icon": "mirror", "title": "Right to left", "subtitle": "Layouts mirror for RTL scripts." },
                    { "icon": "moon", "title": "Dark appearance", "subtitle": "Colours for dark terminals." }
                ],
                "primaryAction": "continue",
                "secondaryAction": "learnMore"
            },
            {
                "version": "1.2.0",
                "title": "What's New in 1.2",
                "features": [
                    { "icon": "search", "title": "Discovery", "subtitle": "The catalog writes itself." },
                    { "icon": "browser", "title": "Browser", "subtitle": "Explore demos with the arrow keys." }
                ],
                "primaryAction": "continue",
                "secondaryAction": "learnMore"
            }
        ]
        """

    /// ``collectionJSON`` decoded.
    ///
    /// - Throws: ``WhatsNewDecodingError`` if the sample is edited into a bad
    ///   file; the demo shows the error rather than crashing.
    static func collection() throws(WhatsNewDecodingError) -> [WhatsNew] {
        try WhatsNewDecoder(resources: resources).decode([WhatsNew].self, from: Data(collectionJSON.utf8))
    }
}
