import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A folder on a file system that ignores case, for the tests of what
/// DemoKit does there (macOS's default): the temporary folder if it already
/// ignores case (APFS as macOS formats a startup volume, case-insensitive
/// unless chosen otherwise: Apple File System Reference,
/// `APFS_INCOMPAT_CASE_INSENSITIVE`), or on Linux, as root, a FAT
/// image mounted for the test: by the kernel's `vfat` through a loop
/// device, or else through FUSE with `fusefat` (`.ci/run` installs
/// `dosfstools` and `fusefat`). Unmounted and deleted when released.
///
/// ```swift
/// let folder = try CaseInsensitiveFolder.make().get()
/// ```
package final class CaseInsensitiveFolder {
    /// Why there is no such folder here, to print as a test's skip reason.
    package struct Unavailable: Error, CustomStringConvertible {
        package var description: String
    }

    /// A folder of the test's own on that file system.
    package let url: URL
    private let image: URL?
    private let mountPoint: URL?
    private let unmount: [String]

    private init(url: URL, image: URL? = nil, mountPoint: URL? = nil, unmount: [String] = []) {
        self.url = url
        self.image = image
        self.mountPoint = mountPoint
        self.unmount = unmount
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
        if let mountPoint, let program = unmount.first {
            _ = try? ProcessResult.run(URL(fileURLWithPath: program), Array(unmount.dropFirst()) + [mountPoint.path])
            try? FileManager.default.removeItem(at: mountPoint)
        }
        if let image { try? FileManager.default.removeItem(at: image) }
    }

    /// The folder, or why there is none here.
    package static func make() -> Result<CaseInsensitiveFolder, Unavailable> {
        let temporary = FileManager.default.temporaryDirectory
        let name = "demokit-case-\(UUID().uuidString)"
        let folder = temporary.appendingPathComponent(name)
        if (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil {
            if ignoresCase(folder) { return .success(CaseInsensitiveFolder(url: folder)) }
            try? FileManager.default.removeItem(at: folder)
        }
        #if os(Linux)
        return mountFAT(in: temporary, name: name)
        #else
        return .failure(Unavailable(description: "the temporary folder \(temporary.path) does not ignore case"))
        #endif
    }

    /// Whether `folder` ignores case: a file written as `Probe` opens as `PROBE`.
    private static func ignoresCase(_ folder: URL) -> Bool {
        let probe = folder.appendingPathComponent("Probe")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("PROBE").path)
    }

    #if os(Linux)
    private static func mountFAT(in temporary: URL, name: String) -> Result<CaseInsensitiveFolder, Unavailable> {
        guard geteuid() == 0 else {
            return .failure(Unavailable(description: "mounting a FAT image needs root, and this test runs as uid \(geteuid())"))
        }
        guard let mkfs = program("mkfs.vfat") else {
            return .failure(Unavailable(description: "mkfs.vfat is not installed (apt-get install dosfstools; .ci/run does)"))
        }
        let image = temporary.appendingPathComponent(name + ".img")
        let mountPoint = temporary.appendingPathComponent(name + "-mount")
        func fail(_ reason: String) -> Result<CaseInsensitiveFolder, Unavailable> {
            try? FileManager.default.removeItem(at: image)
            try? FileManager.default.removeItem(at: mountPoint)
            return .failure(Unavailable(description: reason))
        }
        guard FileManager.default.createFile(atPath: image.path, contents: nil),
            truncate(image.path, 32 << 20) == 0,
            (try? FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)) != nil
        else { return fail("could not make a 32 MB image in \(temporary.path)") }
        guard let made = try? ProcessResult.run(mkfs, ["-n", "DEMOKIT", image.path]), made.status == 0 else {
            return fail("mkfs.vfat could not format \(image.path)")
        }
        var reasons: [String] = []
        // The kernel's own FAT, through a loop device.
        if let mount = program("mount"), let umount = program("umount") {
            let mounted = try? ProcessResult.run(mount, ["-t", "vfat", "-o", "loop", image.path, mountPoint.path])
            if mounted?.status == 0 {
                return ready(image: image, mountPoint: mountPoint, unmount: [umount.path])
            }
            reasons.append("mount -t vfat -o loop failed: \(firstLine(of: mounted?.standardError))")
        }
        // FUSE: the kernel has no vfat, or no loop device.
        if let fusefat = program("fusefat"), let fusermount = program("fusermount") ?? program("fusermount3") {
            if FileManager.default.fileExists(atPath: "/dev/fuse") {
                let mounted = try? ProcessResult.run(fusefat, ["-o", "rw+", image.path, mountPoint.path])
                if mounted?.status == 0 {
                    return ready(image: image, mountPoint: mountPoint, unmount: [fusermount.path, "-u"])
                }
                reasons.append("fusefat failed: \(firstLine(of: mounted?.standardError))")
            } else {
                reasons.append("there is no /dev/fuse for fusefat")
            }
        } else {
            reasons.append("fusefat is not installed (apt-get install fusefat; .ci/run does)")
        }
        return fail("no FAT image could be mounted: " + reasons.joined(separator: "; "))
    }

    /// The mounted image's folder for the test, unmounted again (by the
    /// value's release) if it turns out not to ignore case.
    private static func ready(image: URL, mountPoint: URL, unmount: [String]) -> Result<CaseInsensitiveFolder, Unavailable> {
        let folder = mountPoint.appendingPathComponent("test")
        let mounted = CaseInsensitiveFolder(url: folder, image: image, mountPoint: mountPoint, unmount: unmount)
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
            ignoresCase(folder)
        else {
            return .failure(Unavailable(description: "the FAT image mounted at \(mountPoint.path) does not ignore case"))
        }
        return .success(mounted)
    }

    private static func program(_ name: String) -> URL? {
        ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"]
            .map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    private static func firstLine(of text: String?) -> String {
        let line = text?.split(separator: "\n").first.map(String.init) ?? ""
        return line.isEmpty ? "no message" : line
    }
    #endif
}
