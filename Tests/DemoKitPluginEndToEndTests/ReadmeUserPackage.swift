import Foundation

/// The user package that README.md's "Use DemoKit in your package" describes:
/// each file is a fenced block after `<!-- user-package: PATH -->`, and the
/// commands are the lines of the block after `<!-- user-package: commands -->`.
struct ReadmeUserPackage {
    var files: [(path: String, contents: String)] = []
    var commands: [String] = []

    init(readme: String) {
        let marker = "<!-- user-package: "
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
                commands = body.split(separator: "\n").map { line in
                    String(line.split(separator: "#", maxSplits: 1).first ?? "")
                        .trimmingCharacters(in: .whitespaces)
                }
                .filter { !$0.isEmpty }
            } else {
                files.append((name, body))
            }
        }
    }
}
