import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The folder SwiftPM (or Xcode) builds a package's products into, found
/// from the file of the loaded image that holds this code: the test bundle
/// when a test runs, the executable when a runner does. The one way the
/// test helpers (`isolation: .process`) and DemoKit's own end-to-end tests
/// find `demo-runner`, a catalog's runner or the built modules.
///
/// Not `Bundle.allBundles` or `Bundle.main`: on macOS `swift test` runs
/// Swift Testing in `swiftpm-testing-helper`, which takes
/// `--test-bundle-path` and `dlopen`s the `.xctest` bundle's binary
/// (SwiftPM, `Sources/swiftpm-testing-helper/Entrypoint.swift`). That image
/// is not one of `Bundle.allBundles` (CoreFoundation lists the main bundle
/// and the frameworks it registered, not an image a program `dlopen`ed), so
/// a search for the `.xctest` there finds nothing and falls back to the
/// helper's own folder in the toolchain; and `Bundle.main` is that helper.
/// The image that holds this code is the test bundle's binary under every
/// runner: `xctest`, Xcode's, the helper, or the `.xctest` executable
/// itself on Linux; `dladdr` names its file (`#dsohandle` is its header).
///
/// ```swift
/// let runner = BuiltProductsFolder.current?.appendingPathComponent("demo-runner")
/// ```
package enum BuiltProductsFolder {
    /// The products folder of the image that holds this code, or `nil`
    /// when the image cannot be found.
    package static var current: URL? {
        of(image: imagePath(of: #dsohandle) ?? Bundle.main.executablePath)
    }

    /// The products folder for an image's file: the folder holding the
    /// `.xctest` bundle it is in (macOS: `debug/X.xctest/Contents/MacOS/X`;
    /// Linux: `debug/X.xctest`, an executable), else the image's own folder
    /// (an executable or a library built beside the products).
    package static func of(image path: String?) -> URL? {
        guard let path, path.hasPrefix("/") else { return nil }
        var url = URL(fileURLWithPath: path)
        while url.path != "/" {
            if url.pathExtension == "xctest" { return url.deletingLastPathComponent() }
            url.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: path).deletingLastPathComponent()
    }

    /// The file of the loaded image that contains `address`, by `dladdr`.
    static func imagePath(of address: UnsafeRawPointer) -> String? {
        #if canImport(Darwin)
        // <dlfcn.h>: `extern int dladdr(const void *, Dl_info *);`, declared
        // unless _POSIX_C_SOURCE is set without _DARWIN_C_SOURCE.
        var info = Dl_info()
        guard dladdr(address, &info) != 0, let name = info.dli_fname else { return nil }
        return String(cString: name)
        #else
        // glibc and musl declare `int dladdr(const void *, Dl_info *)` only
        // under _GNU_SOURCE (glibc's <dlfcn.h>: `#ifdef __USE_GNU`), which
        // Swift's Glibc module does not define: the symbol is looked up with
        // `dlsym` and called with a buffer of Dl_info's shape, four pointers
        // (dli_fname, dli_fbase, dli_sname, dli_saddr), the first the file.
        typealias DLAddr = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
        defer { dlclose(handle) }
        guard let symbol = dlsym(handle, "dladdr") else { return nil }
        let dladdr = unsafeBitCast(symbol, to: DLAddr.self)
        var info: (UnsafePointer<CChar>?, UnsafeRawPointer?, UnsafePointer<CChar>?, UnsafeRawPointer?) = (nil, nil, nil, nil)
        let found = withUnsafeMutableBytes(of: &info) { dladdr(address, $0.baseAddress) }
        guard found != 0, let name = info.0 else { return nil }
        return String(cString: name)
        #endif
    }
}
