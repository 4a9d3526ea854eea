import DemoKitCore
import DemoKitDemos
import DemoKitRunner
import DemoKitSnapshots
import Testing

/// Every demo of the catalog, in every tweak, is mirrored under `--rtl`:
/// what is on the left of a line left to right is on its right right to
/// left, so the blank margins of each line swap sides.
@Suite struct RightToLeftMirroringTests {
    static let width = 60

    /// The lines of `item` rendered in `direction` and set at the leading
    /// edge of the width, as the runner's frame sets them.
    static func lines(_ item: CatalogWidthTests.Case, _ direction: LayoutDirection) throws -> [String] {
        let context = RenderContext(width: width, direction: direction)
        let block = try item.demo.makeDemoable(tweak: item.tweak).render(in: context)
        return block.aligned(.leading, width: width, in: context).lines.map(\.plainText)
    }

    static func margins(_ line: String) -> (leading: Int, trailing: Int) {
        guard line.contains(where: { $0 != " " }) else { return (0, 0) }
        return (line.prefix { $0 == " " }.count, line.reversed().prefix { $0 == " " }.count)
    }

    @Test(arguments: CatalogWidthTests.cases)
    func everyTweak_isMirroredRightToLeft(_ item: CatalogWidthTests.Case) throws {
        // A demo that always renders one direction (a Persian screen, a
        // component that writes to a terminal and knows no direction) has
        // nothing to mirror.
        let demo = item.demo.makeDemoable(tweak: item.tweak)
        let unaligned = try [LayoutDirection.leftToRight, .rightToLeft].map { direction in
            try demo.render(in: RenderContext(width: Self.width, direction: direction))
        }
        guard unaligned[0] != unaligned[1] else { return }
        let leftToRight = try Self.lines(item, .leftToRight)
        let rightToLeft = try Self.lines(item, .rightToLeft)
        #expect(leftToRight.count == rightToLeft.count)
        for (ltr, rtl) in zip(leftToRight, rightToLeft) {
            let (ltrMargins, rtlMargins) = (Self.margins(ltr), Self.margins(rtl))
            #expect(
                ltrMargins.leading == rtlMargins.trailing && ltrMargins.trailing == rtlMargins.leading,
                "\(item.testDescription):\n\(ltr)|\n\(rtl)|")
        }
    }

    @Test func list_putsMarksOnTheRight() throws {
        for tweak in ["plain", "checklist", "selected"] {
            let marks: Set<Character> = ["•", "✓", "○", "‹", "›"]
            let lines = try render("Components/list", tweak, .rightToLeft).lines.map { line in
                line.plainText.reversed().drop { $0 == " " }
            }
            // Each mark is the last character of its line; ‹ points back.
            #expect(lines.allSatisfy { line in !line.dropFirst().contains { marks.contains($0) } }, "\(tweak)")
            #expect(lines.contains { $0.first.map(marks.contains) == true }, "\(tweak)")
            #expect(!lines.contains { $0.first == "›" }, "\(tweak)")
        }
    }

    @Test func progressBar_fillsFromTheRight_percentageOnTheLeft() throws {
        let line = try render("Components/progressBar", "half", .rightToLeft).lines[1].plainText
        #expect(line.hasPrefix("50%"))
        #expect(line.hasSuffix("█"))
        #expect(line.firstIndex(of: "░").map { $0 < (line.firstIndex(of: "█") ?? line.startIndex) } == true)
    }

    @Test func internationalText_swapsLabelAndSampleColumns() throws {
        let lines = try render("Components/internationalText", "greetings", .rightToLeft).lines.map(\.plainText)
        let first = try #require(lines.first).trimmingPrefix(while: { $0 == " " })
        #expect(first.hasPrefix("Hello ") && first.hasSuffix(" English"), "\(lines)")
    }

    @Test func persianChangelog_showsVersionsInPersianDigits() throws {
        let text = try render("Changelog/changelog", "persian", .leftToRight).plainText
        #expect(text.contains("نسخهٔ ۲.۱.۰"))
        #expect(!text.contains { $0.isASCII && $0.isNumber })
    }

    private func render(_ address: String, _ tweak: String, _ direction: LayoutDirection) throws -> TextBlock {
        let item = try #require(CatalogWidthTests.cases.first {
            $0.demo.address == address && $0.tweak?.identifier == tweak
        })
        return try item.demo.makeDemoable(tweak: item.tweak).render(in: RenderContext(width: 60, direction: direction))
    }
}
