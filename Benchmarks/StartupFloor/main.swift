import Foundation

// The floor `startup-benchmark` compares `demo-runner open` with: a
// hello-world Swift program that uses Foundation, built the same way.
FileHandle.standardOutput.write(Data("Hello, world! \(ProcessInfo.processInfo.processIdentifier)\n".utf8))
