import DemoKitCore

/// The sheet for one version: `demo-runner open WhatsNew/sheet --tweak
/// manyFeatures`.
struct WhatsNewSheetDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case standard
        case oneFeature
        case manyFeatures
        case longSubtitles
        case withoutSecondaryAction
        case narrow
        case dark
        case rightToLeft
        case fromJSON
    }

    var tweak = Tweaks.standard

    /// The dark tweak forces the dark palette whatever the terminal, so its
    /// golden (rendered in the light standard context, as every golden of
    /// this demo) measures dark-terminal colours on a light background.
    var accessibilityWaivers: [AccessibilityWaiver] {
        let dark = Tweaks.dark.identifier
        return [
            AccessibilityWaiver(
                .contrast, tweak: dark,
                reason: "The dark tweak shows the dark palette for a dark terminal whatever the context says; its "
                    + "colours reach 4.5:1 on every dark theme the audit checks, and only the light golden "
                    + "background, where the other tweaks follow the appearance, makes them fail."),
            AccessibilityWaiver(
                .useOfColor, tweak: dark,
                reason: "The dark tweak is the standard sheet in the other palette: differing from 'standard' only "
                    + "in colour is what it demonstrates, and no information is carried by the colours."),
        ]
    }

    func render(in context: RenderContext) throws -> TextBlock {
        var context = context
        var whatsNew = WhatsNewSamples.standard
        switch tweak {
        case .standard:
            break
        case .oneFeature:
            whatsNew.features = [WhatsNewSamples.goldens]
        case .manyFeatures:
            whatsNew.features = [
                WhatsNewSamples.goldens, WhatsNewSamples.rightToLeft, WhatsNewSamples.darkAppearance,
                WhatsNewSamples.discovery, WhatsNewSamples.browser, WhatsNewSamples.colour,
            ]
        case .longSubtitles:
            whatsNew.features = whatsNew.features.map { feature in
                var feature = feature
                feature.subtitle += " It works the same in every terminal, over SSH, in CI logs and in "
                    + "the output of a pipe, because the demo renders text and nothing else."
                return feature
            }
        case .withoutSecondaryAction:
            whatsNew.secondaryAction = nil
        case .narrow:
            context = context.with(width: min(context.width, 36))
        case .dark:
            context.appearance = .dark
        case .rightToLeft:
            // Persian in logical order, aligned right with mirrored layout:
            // the text model has no bidi reordering, and terminals that do it
            // expect logical order.
            context.direction = .rightToLeft
            whatsNew = WhatsNewSamples.persian
        case .fromJSON:
            guard let entry = try WhatsNewSamples.collection().last else { return .empty }
            whatsNew = entry
        }
        // Its feature icons take columns a width of 1 or 2 does not have.
        return WhatsNewSheet(whatsNew: whatsNew).render(in: context).truncated(to: context.width)
    }
}
