import DemoKitCore

/// A Persian settings notice laid out right to left: text aligned to the
/// right, the icon on the right, the action buttons in mirrored order.
///
/// Terminals do not reorder bidirectional text, and neither does DemoKit:
/// strings stay in logical order and the *layout* is mirrored. The demo
/// renders right to left whatever the runner's direction, since that is what
/// it shows.
struct RightToLeftDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case persian
        case arabic
        case mirroredEnglish
    }

    var tweak = Tweaks.persian

    func render(in context: RenderContext) throws -> TextBlock {
        var context = context
        context.direction = .rightToLeft
        let (title, body, accept, cancel): (String, String, String, String)
        switch tweak {
        case .persian:
            (title, body, accept, cancel) = (
                "به‌روزرسانی آماده است", "نسخهٔ جدید برنامه دانلود شد. برای نصب، برنامه را دوباره باز کنید.",
                "نصب", "بعداً"
            )
        case .arabic:
            (title, body, accept, cancel) = (
                "التحديث جاهز", "تم تنزيل الإصدار الجديد. أعد فتح التطبيق لتثبيته.", "تثبيت", "لاحقاً"
            )
        case .mirroredEnglish:
            (title, body, accept, cancel) = (
                "Update ready", "A new version was downloaded. Reopen the app to install it.",
                "Install", "Later"
            )
        }
        let palette = context.palette
        let icon = TextBlock(StyledText("ⓘ", style: TextStyle(foreground: palette.accent, attributes: .bold)))
        let textWidth = max(1, context.width - 4 - 2)
        let text = TextBlock.vertical([
            TextBlock.wrapping(StyledText(title).bold(), width: textWidth),
            TextBlock.wrapping(StyledText(body), width: textWidth),
        ]).aligned(.leading, width: textWidth, in: context)
        let actions = [
            TextBlock(StyledText("[ \(accept) ]", style: TextStyle(foreground: palette.accent, attributes: .bold))),
            TextBlock(StyledText("[ \(cancel) ]", style: TextStyle(foreground: palette.secondaryText))),
        ]
        let sideBySide = TextBlock.horizontal(actions, spacing: 2, in: context)
        // Narrow screens stack the actions, first action on top.
        let buttons = (sideBySide.width <= textWidth + 2 ? sideBySide : TextBlock.vertical(actions))
            .aligned(.leading, width: textWidth + 2, in: context)
        let content = TextBlock.vertical([
            TextBlock.horizontal([icon, text], spacing: 1, in: context),
            buttons,
        ], spacing: 1)
        return content.bordered(.rounded, in: context)
    }
}
