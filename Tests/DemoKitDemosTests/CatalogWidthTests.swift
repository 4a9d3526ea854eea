import DemoKitCore
import DemoKitDemos
import DemoKitBrowser
import DemoKitRunner
import DemoKitSnapshots
import Testing

/// Every demo of the catalog, in every tweak, fits the width it is given,
/// from narrow to wide, in both directions and appearances.
@Suite struct CatalogWidthTests {
    static let catalog: Catalog? = try? Catalog(groups: DemoRegistry.groups)

    struct Case: CustomTestStringConvertible, Sendable {
        var demo: CatalogDemo
        var tweak: CatalogTweak?
        var testDescription: String { demo.address + (tweak.map { " --tweak \($0.identifier)" } ?? "") }
    }

    static var cases: [Case] {
        (catalog?.allDemos ?? []).flatMap { demo in
            demo.tweaks.isEmpty ? [Case(demo: demo, tweak: nil)] : demo.tweaks.map { Case(demo: demo, tweak: $0) }
        }
    }

    @Test func catalog_isValid() throws {
        _ = try Catalog(groups: DemoRegistry.groups)
    }

    /// One render per width and direction: the runner's, whose
    /// `overflowed` hears of a demo drawing wider than its room (the
    /// width less the frame's, for a framed demo) before the lines are cut.
    @Test(arguments: cases)
    func everyTweak_fitsEveryWidthFrom20To200(_ item: Case) throws {
        for width in 20...200 {
            for direction in LayoutDirection.allCases {
                let context = RenderContext(width: width, colorSupport: .trueColor, direction: direction)
                var overflow: (room: Int, drawn: Int)?
                let shown = try DemoPresenter.render(item.demo, tweak: item.tweak, in: context) { room, drawn in
                    overflow = (room, drawn)
                }
                if let overflow {
                    let raw = try item.demo.makeDemoable(tweak: item.tweak).render(in: context.with(width: overflow.room))
                    let widest = raw.lines.max { $0.displayWidth < $1.displayWidth }
                    let line = widest?.plainText ?? ""
                    Issue.record(
                        "\(item.testDescription) at \(width) columns (\(direction)): \(overflow.drawn) columns in \(overflow.room): \(line)")
                }
                #expect(shown.lines.allSatisfy { $0.displayWidth <= width })
            }
        }
    }

    @Test(arguments: cases)
    func rendering_isDeterministic(_ item: Case) throws {
        let context = RenderContext(width: 80, colorSupport: .trueColor, appearance: .dark)
        let first = try DemoPresenter.render(item.demo, tweak: item.tweak, in: context).encoded(for: .trueColor)
        let second = try DemoPresenter.render(item.demo, tweak: item.tweak, in: context).encoded(for: .trueColor)
        #expect(first == second)
    }
}
