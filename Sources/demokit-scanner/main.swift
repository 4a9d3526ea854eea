import DemoKitScanning
import Foundation

// The tool the DemoKitDiscovery plugin runs; everything it does is in
// DemoKitScanning, where it is tested.
let status = ScannerCommand.run(Array(CommandLine.arguments.dropFirst())) { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
exit(status)
