import Foundation

/// One of the ways to use DemoKit in a package that README.md or Getting
/// started describes, as
/// its steps in order: each fenced block after `<!-- user-package FLOW: PATH -->`
/// is a file to write, and each after `<!-- user-package FLOW: commands -->`
/// a list of command lines to run (comments after `#` dropped).
struct ReadmeUserPackage {
    enum Step: Equatable {
        case file(path: String, contents: String)
        case commands([String])
    }

    var steps: [Step] = []

    /// The paths of the files, in order.
    var files: [String] {
        steps.compactMap { if case .file(let path, _) = $0 { path } else { nil } }
    }

    init(readme: String, flow: String) {
        let marker = "<!-- user-package \(flow): "
        var rest = readme[...]
        while let start = rest.range(of: marker) {
            rest = rest[start.upperBound...]
            guard let close = rest.range(of: " -->") else { break }
            let name = String(rest[..<close.lowerBound])
            rest = rest[close.upperBound...]
            guard let fence = rest.range(of: "```"),
                  let bodyStart = rest[fence.upperBound...].firstIndex(of: "\n"),
                  let end = rest[bodyStart...].range(of: "\n```")
            else { break }
            let body = String(rest[rest.index(after: bodyStart)..<end.lowerBound]) + "\n"
            rest = rest[end.upperBound...]
            if name == "commands" {
                steps.append(.commands(body.split(separator: "\n").map { line in
                    String(line.split(separator: "#", maxSplits: 1).first ?? "")
                        .trimmingCharacters(in: .whitespaces)
                }
                .filter { !$0.isEmpty }))
            } else {
                steps.append(.file(path: name, contents: body))
            }
        }
    }
}
