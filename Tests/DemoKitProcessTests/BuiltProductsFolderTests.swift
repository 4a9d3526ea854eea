import Foundation
import Testing

@testable import DemoKitProcess

/// The products folder is found from the image that holds DemoKit's code,
/// whatever program loaded it (`xctest`, `swiftpm-testing-helper`, the
/// `.xctest` executable), never from `Bundle.allBundles`.
@Suite struct BuiltProductsFolderTests {
    @Test func anImageInsideAnXCTestBundle_isInTheFolderHoldingTheBundle() {
        // macOS: the bundle's binary, which the helper `dlopen`s.
        #expect(
            BuiltProductsFolder.of(image: "/p/.build/arm64-apple-macosx/debug/MyPackageTests.xctest/Contents/MacOS/MyPackageTests")?
                .path == "/p/.build/arm64-apple-macosx/debug")
        // Linux: the bundle is the executable.
        #expect(
            BuiltProductsFolder.of(image: "/p/.build/x86_64-unknown-linux-gnu/debug/MyPackageTests.xctest")?.path
                == "/p/.build/x86_64-unknown-linux-gnu/debug")
    }

    @Test func anExecutable_isInItsOwnFolder() {
        #expect(BuiltProductsFolder.of(image: "/p/.build/debug/demo-runner")?.path == "/p/.build/debug")
        #expect(BuiltProductsFolder.of(image: nil) == nil)
        #expect(BuiltProductsFolder.of(image: "relative/demo-runner") == nil)
    }

    /// The image `dladdr` names is this test bundle, in the folder SwiftPM
    /// builds the products into.
    @Test func theLoadedImage_isThisTestBundle_besideTheProducts() throws {
        let image = try #require(BuiltProductsFolder.imagePath(of: #dsohandle))
        #expect(image.contains(".xctest"), "\(image)")
        let folder = try #require(BuiltProductsFolder.current)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasSuffix(".xctest") }, "\(folder.path): \(names)")
        #expect(names.contains("demo-runner"), "\(folder.path): \(names)")
    }
}
