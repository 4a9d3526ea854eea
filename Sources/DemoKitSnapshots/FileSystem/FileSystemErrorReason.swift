import Foundation

/// A short, readable reason for a file-system error, such as
/// "permission denied" or "no space left on device", for messages like
/// `cannot save preferences to 'PATH' (permission denied)`.
///
/// Foundation's `localizedDescription` on Linux often says only
/// "The operation could not be completed. (NSCocoaErrorDomain error 512.)";
/// this digs out the POSIX error underneath when there is one.
package func fileSystemErrorReason(_ error: any Error) -> String {
    if let posix = error as? POSIXError {
        return String(cString: strerror(posix.code.rawValue)).lowercased()
    }
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(nsError.code))).lowercased()
    }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
        return fileSystemErrorReason(underlying)
    }
    if let cocoa = error as? CocoaError {
        switch cocoa.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteVolumeReadOnly: return "read-only file system"
        case .fileWriteOutOfSpace: return "no space left on device"
        case .fileWriteFileExists: return "file exists"
        case .fileReadCorruptFile: return "the file is corrupt"
        default: break
        }
    }
    return nsError.localizedDescription
}
