import DemoKitProcess
import Foundation

/// Finds the `demo-runner` built alongside the tests.
package enum BuiltProducts {
    /// Where SwiftPM put the products (`demo-runner`, `snapshot-fixtures`,
    /// the modules): the folder of the test bundle, found from the image
    /// that holds this code (`BuiltProductsFolder`), on macOS and Linux.
    package static var productsFolder: URL { BuiltProductsFolder.current ?? Bundle.main.bundleURL }

    /// The built `demo-runner`: in the products folder, or in `.build/debug`
    /// of the package.
    package static func demoRunner(filePath: String = #filePath) -> URL? {
        var candidates = [productsFolder.appendingPathComponent("demo-runner")]
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                candidates.append(directory.appendingPathComponent(".build/debug/demo-runner"))
                break
            }
            directory.deleteLastPathComponent()
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The folder holding the built `.swiftmodule`s, found by `module`'s:
    /// `Modules` in the products folder (SwiftPM 6), or the products folder
    /// itself.
    package static func modulesDirectory(containing module: String) -> URL? {
        let products = productsFolder
        return [products.appendingPathComponent("Modules"), products].first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("\(module).swiftmodule").path)
        }
    }
}
