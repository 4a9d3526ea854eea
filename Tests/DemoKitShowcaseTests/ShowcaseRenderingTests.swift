import DemoKitCore
import Foundation
import Testing

@testable import DemoKitDemos

@Suite("Showcase rendering")
struct ShowcaseRenderingTests {
    static let groups: [any DemoGroup.Type] = [WhatsNewDemos.self, VersionLockoutDemos.self, ChangelogDemos.self]

    /// Every demo of the showcase in every tweak: `Group/demo --tweak id`.
    static let addresses: [String] = groups.flatMap { group in
        (0..<group.numberOfDemos).flatMap { index -> [String] in
            let demo = group.demoable(for: index)
            let base = "\(group.groupIdentifier)/\(group.demoGroupItem(for: index).groupItemIdentifier ?? demo.identifier)"
            guard let tweakable = demo as? any TweakableDemo else { return [base] }
            return (0..<tweakable.numberOfTweaks).map { "\(base) --tweak \(tweakable.tweak(for: $0).identifier)" }
        }
    }

    /// Renders the demo at `address`, as the runner would before framing it.
    static func render(_ address: String, in context: RenderContext = RenderContext()) throws -> TextBlock {
        let parts = address.components(separatedBy: " --tweak ")
        let path = parts[0].split(separator: "/").map(String.init)
        let group = try #require(groups.first { $0.groupIdentifier == path[0] })
        let index = try #require((0..<group.numberOfDemos).first {
            group.demoGroupItem(for: $0).groupItemIdentifier == path[1]
        })
        var demo = group.demoable(for: index)
        if parts.count > 1, var tweakable = demo as? any TweakableDemo {
            let tweak = try #require((0..<tweakable.numberOfTweaks).first {
                tweakable.tweak(for: $0).identifier == parts[1]
            })
            tweakable.configure(forTweakAt: tweak)
            demo = tweakable
        }
        return try demo.render(in: context)
    }

    @Test func catalog_listsTheThreeGroupsUnderTheirCommandLineIdentifiers() {
        let identifiers = DemoRegistry.groups.map { $0.groupIdentifier }
        #expect(identifiers.contains("WhatsNew"))
        #expect(identifiers.contains("VersionLockout"))
        #expect(identifiers.contains("Changelog"))
        #expect(WhatsNewDemos.groupTitle == "What's New")
    }

    @Test(arguments: addresses)
    func everyTweak_fitsEveryWidthInBothDirectionsAndAppearances(address: String) throws {
        for width in [20, 36, 80, 132] {
            for direction in LayoutDirection.allCases {
                for appearance in Appearance.allCases {
                    let context = RenderContext(
                        width: width, colorSupport: .trueColor, appearance: appearance, direction: direction)
                    let block = try Self.render(address, in: context)
                    #expect(!block.lines.isEmpty)
                    #expect(block.width <= width, "\(address) is \(block.width) columns wide at \(width)")
                }
            }
        }
    }

    @Test(arguments: addresses)
    func everyTweak_rendersTheSameTwice(address: String) throws {
        #expect(try Self.render(address) == Self.render(address))
    }

    @Test func sheet_wideIsCentredAtTheMaximumWidth_narrowUsesEveryColumn() throws {
        let wide = try Self.render("WhatsNew/sheet --tweak standard", in: RenderContext(width: 100))
        let button = try #require(wide.lines.first { $0.plainText.contains("╭") }).plainText
        #expect(button.trimmingCharacters(in: .whitespaces).count == 60)
        #expect(button.hasPrefix(String(repeating: " ", count: 20)))

        let narrow = try Self.render("WhatsNew/sheet --tweak narrow", in: RenderContext(width: 100))
        #expect(narrow.width == 36)
        let narrowButton = try #require(narrow.lines.first { $0.plainText.contains("╭") }).plainText
        #expect(narrowButton.hasPrefix("╭") && narrowButton.count == 36)
        let feature = try #require(narrow.lines.first { $0.plainText.contains("★") }).plainText
        #expect(feature.hasPrefix("★ Goldens"))
    }

    @Test func sheet_secondaryAction_isShownAboveThePrimaryOnlyWhenPresent() throws {
        let with = try Self.render("WhatsNew/sheet --tweak standard").plainText
        let without = try Self.render("WhatsNew/sheet --tweak withoutSecondaryAction").plainText
        let learnMore = try #require(with.range(of: "Learn more ↗"))
        let continueButton = try #require(with.range(of: "Continue"))
        #expect(learnMore.lowerBound < continueButton.lowerBound)
        #expect(!without.contains("Learn more"))
    }

    @Test func sheet_rightToLeft_putsIconsAfterTheirText() throws {
        let block = try Self.render("WhatsNew/sheet --tweak rightToLeft")
        let line = try #require(block.lines.first { $0.plainText.contains("★") }).plainText
        #expect(line.trimmingCharacters(in: .whitespaces).hasSuffix("★"))
    }

    @Test(arguments: ["WhatsNew/automaticPresentation --tweak upgrades", "VersionLockout/decision --tweak semanticVersions"])
    func arrows_rightToLeft_pointLeftWithTheGapBetweenTextAndArrow(address: String) throws {
        let rtl = try Self.render(address, in: RenderContext(width: 40, direction: .rightToLeft)).lines.map(\.plainText)
        let arrowed = rtl.filter { $0.contains("←") }
        #expect(!arrowed.isEmpty)
        #expect(!rtl.contains { $0.contains("→") })
        for line in arrowed {
            #expect(line.hasSuffix(" ←  "), "\(line)")
            #expect(line.dropLast(4).last != " ", "text should end one space before the arrow: \(line)")
        }
        let ltr = try Self.render(address, in: RenderContext(width: 40)).lines.map(\.plainText)
        #expect(ltr.contains { $0.hasPrefix("  → ") })
        #expect(!ltr.contains { $0.contains("←") })
    }

    @Test func sheet_dark_usesTheDarkPalette() throws {
        let block = try Self.render("WhatsNew/sheet --tweak dark", in: RenderContext(colorSupport: .trueColor))
        let colors = block.lines.flatMap(\.runs).compactMap(\.style.foreground)
        #expect(colors.contains(Palette.dark.accent))
        #expect(!colors.contains(Palette.light.accent))
    }

    @Test func lockout_screens_showTheDecidedStatus() throws {
        #expect(try Self.render("VersionLockout/screens --tweak loading").plainText.contains("Checking for updates"))
        #expect(try Self.render("VersionLockout/screens --tweak upToDate").plainText.contains("Up to date"))
        let recommended = try Self.render("VersionLockout/screens --tweak updateRecommended").plainText
        #expect(recommended.contains("Version 2.4.0") && recommended.contains("Not now"))
        #expect(recommended.contains("reminded in 1 day"))
        let required = try Self.render("VersionLockout/screens --tweak updateRequired").plainText
        #expect(required.contains("Update required") && !required.contains("Not now"))
        #expect(try Self.render("VersionLockout/screens --tweak endOfLife").plainText.contains("no longer supported"))
    }

    @Test func lockout_updateLink_isCutWithAnEllipsisNotWrapped() throws {
        let narrow = try Self.render("VersionLockout/screens --tweak narrow", in: RenderContext(width: 40))
            .lines.map { $0.plainText.trimmingCharacters(in: .whitespaces) }
        #expect(narrow.contains("https://apps.apple.com/app/id12…"))
        #expect(!narrow.contains { $0.contains("4567890") })
        let wide = try Self.render("VersionLockout/screens --tweak updateRecommended", in: RenderContext(width: 80))
            .lines.map { $0.plainText.trimmingCharacters(in: .whitespaces) }
        #expect(wide.contains("https://apps.apple.com/app/id1234567890"))
    }

    @Test func lockout_customScreen_replacesOnlyItsStatus() throws {
        var screens = LockoutScreens()
        screens.updateRequired = { _, version, _ in TextBlock("custom \(version)") }
        let url = try #require(URL(string: "https://example.com"))
        let version = try LockoutVersion("3.0")
        let context = RenderContext()
        #expect(screens.render(.updateRequired(updateURL: url, version: version), skipPeriod: 60, in: context)
            == TextBlock("custom 3.0"))
        #expect(screens.render(.endOfLife(message: nil), skipPeriod: 60, in: context)
            == StandardLockoutScreens.endOfLife(message: nil, in: context))
    }

    @Test func lockout_malformedDocument_explainsTheFallback() throws {
        let text = try Self.render("VersionLockout/screens --tweak malformedDocument").plainText
            .replacingOccurrences(of: "\n", with: " ")
        #expect(text.contains("Up to date"))
        #expect(text.contains("no 'requiredVersion'"))
    }

    @Test func changelog_currentVersionComesFirstAndIsMarked() throws {
        let data = ChangelogData(versions: [
            ChangelogVersion(number: "3.0", changes: ["Later"]),
            ChangelogVersion(number: "2.0", changes: ["Now"]),
        ])
        let lines = ChangelogView(data: data, currentVersion: "2.0").render(in: RenderContext(width: 40))
            .lines.map(\.plainText)
        let headings = lines.filter { $0.hasPrefix("Version") }
        #expect(headings.map { $0.trimmingCharacters(in: .whitespaces) } == ["Version 2.0  [What's New]", "Version 3.0"])
    }

    @Test func changelog_reviewButton_onlyWhenConfigured() throws {
        #expect(!(try Self.render("Changelog/changelog --tweak english").plainText.contains("Submit review")))
        #expect(try Self.render("Changelog/changelog --tweak withReviewButton").plainText.contains("│  Submit review  │"))
    }

    @Test func changelog_persian_isRightAlignedAndMirrored() throws {
        let block = try Self.render("Changelog/changelog --tweak persian", in: RenderContext(width: 60))
        let title = block.lines[0].plainText
        #expect(title.hasSuffix("تغییرات") && title.hasPrefix(" "))
        // Version numbers in Persian digits, as a Persian UI writes them.
        let heading = try #require(block.lines.first { $0.plainText.contains("۲.۱.۰") }).plainText
        #expect(heading.trimmingCharacters(in: .whitespaces) == "[جدید]  نسخهٔ ۲.۱.۰")
        let change = try #require(block.lines.first { $0.plainText.contains("حالت تاریک") }).plainText
        #expect(change.hasSuffix("•  "))
        #expect(block.plainText.contains("ثبت نظر"))
    }

    @Test func changelog_badFile_showsTheErrorInsteadOfTheList() throws {
        #expect(try Self.render("Changelog/changelog --tweak badFile").plainText
            == "Could not read the changelog: item 2: 'number' is missing")
    }
}
