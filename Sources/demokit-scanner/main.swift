#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif
import DemoKitScanning

// The tool the DemoKitDiscovery plugin runs; everything it does is in
// DemoKitScanning, where it is tested. It does not load Foundation, which
// would take longer to load than the scan takes.
let status = ScannerCommand.run(Array(CommandLine.arguments.dropFirst())) { message in
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
exit(status)
