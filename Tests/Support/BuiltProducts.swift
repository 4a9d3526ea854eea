import Foundation

/// Finds the `demo-runner` built alongside the tests.
package enum BuiltProducts {
    /// The built `demo-runner`: beside the test bundle (Linux), beside the
    /// `.xctest` bundle (macOS), or in `.build/debug` of the package.
    package static func demoRunner(filePath: String = #filePath) -> URL? {
        var candidates = [
            Bundle.main.bundleURL.appendingPathComponent("demo-runner"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("demo-runner"),
        ]
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
    /// itself; the products folder is beside the `.xctest` bundle on macOS,
    /// the test executable's own on Linux.
    package static func modulesDirectory(containing module: String) -> URL? {
        #if os(macOS)
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?
            .bundleURL.deletingLastPathComponent() ?? Bundle.main.bundleURL
        #else
        let products = Bundle.main.bundleURL
        #endif
        return [products.appendingPathComponent("Modules"), products].first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("\(module).swiftmodule").path)
        }
    }
}
