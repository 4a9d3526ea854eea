import DemoKitCore
import Foundation

/// A demo that, while it renders, turns the folder named in ``junitFolder``
/// into a file: the JUnit report, checked before the run, then cannot be
/// written after it.
enum JUnitSabotageGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case sabotage

    /// The folder to replace; empty for none.
    static let junitFolder = Capture()

    static func demoable(for index: Int) -> any Demoable {
        TextDemo("Sabotage") { _ in
            let folder = junitFolder.text
            if !folder.isEmpty, (try? FileManager.default.removeItem(atPath: folder)) != nil {
                try Data("not a folder\n".utf8).write(to: URL(fileURLWithPath: folder))
            }
            return TextBlock("sabotage")
        }
    }
}
