import DemoKitCore

/// A changelog as text: the title, the current version first and marked
/// "What's New", the other versions after it, and an optional "submit
/// review" button. The text counterpart of NoskheKit's changes controller.
///
/// Right to left: the terminal, not DemoKit, decides how a line's characters
/// are ordered on screen, and most terminals do no bidirectional reordering
/// while those that do expect text in logical order. So text stays in
/// logical order and the layout is mirrored instead: lines align right,
/// bullets and indents move to the right and the badge to the left of the
/// version, which is what the render context's right-to-left direction does.
///
/// ```swift
/// let view = ChangelogView(data: try ChangelogData(json: data), currentVersion: "2.1.0")
/// view.render(in: context)
/// ```
struct ChangelogView {
    var data: ChangelogData
    /// The running app's version, matched against each `number` numerically
    /// when both are dotted numbers (`2.1` matches `2.1.0`), else as written.
    var currentVersion: String
    var configuration: ChangelogConfiguration

    init(
        data: ChangelogData,
        currentVersion: String,
        configuration: ChangelogConfiguration = ChangelogConfiguration()
    ) {
        self.data = data
        self.currentVersion = currentVersion
        self.configuration = configuration
    }

    func render(in context: RenderContext) -> TextBlock {
        var context = context
        if let direction = configuration.direction { context.direction = direction }
        let palette = context.palette
        let (current, others) = data.arranged(currentVersion: currentVersion)

        let rule = StyledText.repeating("─", count: context.width, style: TextStyle(foreground: palette.border))
        var blocks = [
            TextBlock.vertical([
                TextBlock.wrapping(StyledText(configuration.title).bold(), width: context.width), TextBlock(rule),
            ]).aligned(.leading, width: context.width, in: context)
        ]
        if let current {
            blocks.append(section(
                current, style: configuration.current, badge: configuration.whatsNewBadge,
                defaultTitleColor: palette.accent, defaultChangesColor: palette.text, in: context))
        }
        for version in others {
            blocks.append(section(
                version, style: configuration.others, badge: nil,
                defaultTitleColor: palette.text, defaultChangesColor: palette.secondaryText, in: context))
        }
        if let button = configuration.submitReviewButton {
            blocks.append(reviewButton(button, in: context))
        }
        return TextBlock.vertical(blocks, spacing: 1)
    }

    private func section(
        _ version: ChangelogVersion,
        style: ChangelogVersionStyle,
        badge: ChangelogBadge?,
        defaultTitleColor: TextColor?,
        defaultChangesColor: TextColor?,
        in context: RenderContext
    ) -> TextBlock {
        let width = context.width
        let number = configuration.digits.localized(version.number)
        let label = configuration.versionLabel.isEmpty ? number : configuration.versionLabel + " " + number
        let title = StyledText(label).bold().foreground(style.titleColor ?? defaultTitleColor)
        var heading = TextBlock.wrapping(title, width: width)
        if let badge {
            let mark = badgeText(badge, in: context)
            if title.displayWidth + 2 + mark.displayWidth <= width {
                heading = TextBlock.horizontal([heading, TextBlock(mark)], spacing: 2, in: context)
            } else {
                // No room beside the version: the badge goes under it.
                heading = TextBlock.vertical([heading, TextBlock(mark.truncated(to: width))])
            }
        }

        let bullet = TextBlock(StyledText("•").foreground(context.palette.secondaryText))
        let changeWidth = max(1, width - 4)  // indent, bullet and space
        let changesColor = style.changesColor ?? defaultChangesColor
        let changes = version.changes.map { change in
            let text = TextBlock.wrapping(StyledText(change).foreground(changesColor), width: changeWidth)
            return TextBlock.horizontal([bullet, text.aligned(.leading, in: context)], spacing: 1, in: context)
        }
        return TextBlock.vertical([heading, TextBlock.vertical(changes).padding(leading: 2, in: context)])
            .aligned(.leading, width: width, in: context)
    }

    /// Filled when the terminal shows colour, bracketed when it does not, so
    /// plain output still marks the version.
    private func badgeText(_ badge: ChangelogBadge, in context: RenderContext) -> StyledText {
        let color = badge.color ?? context.palette.accent
        if context.allowsColor {
            let style = TextStyle(foreground: context.palette.onAccent, background: color, attributes: .bold)
            return StyledText(" \(badge.text) ", style: style)
        }
        return StyledText("[\(badge.text)]").bold()
    }

    private func reviewButton(_ button: SubmitReviewButton, in context: RenderContext) -> TextBlock {
        let fill = button.backgroundColor ?? context.palette.accent
        let style = TextStyle(foreground: button.textColor ?? context.palette.onAccent, background: fill, attributes: .bold)
        let label = StyledText(" " + button.title + " ", style: style).truncated(to: max(1, context.width - 4))
        return TextBlock(label).bordered(.rounded, color: fill, in: context)
            .aligned(.center, width: context.width, in: context)
    }
}
