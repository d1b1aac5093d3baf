import Foundation

/// GitHub Actions workflow commands for failures: `::error file=…,line=…,title=…::message`, which
/// GitHub shows on the failing line of the pull request's diff.
///
/// Escaping follows GitHub's own toolkit (`@actions/core`): in the message `%`, `\r` and `\n`
/// become `%25`, `%0D` and `%0A` (a multi-line message stays one command); property values
/// additionally escape `:` and `,` as `%3A` and `%2C`, which would otherwise end the value.
enum KassGitHubAnnotations {
    /// Whether `environment` is a GitHub Actions run (`GITHUB_ACTIONS=true`).
    static func isGitHubActions(_ environment: [String: String]) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// One `::error` line per issue of the finished test; when the test failed without any recorded
    /// issue, one per failure message, placed at the test's own file and line.
    static func lines(for tree: KassStepTree) -> [String] {
        let title = tree.test.fullName
        if !tree.allIssues.isEmpty {
            return tree.allIssues.map { error(file: $0.file, line: $0.line, title: title, message: $0.message) }
        }
        guard tree.status == .failed else { return [] }
        return tree.failureMessages().map {
            error(file: tree.test.file, line: tree.test.line, title: title, message: $0)
        }
    }

    /// `::error file=<file>,line=<line>,title=<title>::<message>`, escaped; properties that are
    /// unknown are left out.
    static func error(file: String?, line: Int?, title: String, message: String) -> String {
        var properties: [String] = []
        if let file, !file.isEmpty { properties.append("file=\(escapeProperty(file))") }
        if let line, line > 0 { properties.append("line=\(line)") }
        properties.append("title=\(escapeProperty(title))")
        return "::error \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// Escapes a command's message: `%` → `%25`, `\r` → `%0D`, `\n` → `%0A`.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value: as ``escapeData(_:)``, plus `:` → `%3A` and `,` → `%2C`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
