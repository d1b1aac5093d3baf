import Foundation

/// The lines changed since a git revision (`--since`), per package-relative file: the added and
/// modified lines of `git diff --unified=0 <revision> -- <path>` (files deleted or only shrunk add
/// no line).
enum GitChangedLines {
    /// Reads the changed lines of the files under `path` in the repository holding `packageURL`.
    static func read(
        since revision: String, in packageURL: URL, path: String, environment: [String: String]
    ) async throws -> [String: Set<Int>] {
        guard let git = ChildProcess.locate("git", environment: environment) else {
            throw SourceMutantsError.gitFailed(revision: revision, output: "git was not found on PATH")
        }
        let completion = await ChildProcess.run(
            executable: git, arguments: ["diff", "--unified=0", "--no-color", "--relative", revision, "--", path],
            environment: environment, directory: packageURL, timeout: 120
        )
        guard completion.termination == .exited(0) else {
            throw SourceMutantsError.gitFailed(revision: revision, output: completion.output)
        }
        return parse(completion.output)
    }

    /// The added lines per file of a `git diff --unified=0` text. Pure.
    static func parse(_ diff: String) -> [String: Set<Int>] {
        var result: [String: Set<Int>] = [:]
        var file: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let name = line.dropFirst(4)
                file = name == "/dev/null" ? nil : String(name.hasPrefix("b/") ? name.dropFirst(2) : name)
            } else if line.hasPrefix("@@"), let file {
                // @@ -a,b +c,d @@
                guard let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { continue }
                let numbers = plus.dropFirst().split(separator: ",").compactMap { Int($0) }
                guard let start = numbers.first else { continue }
                let count = numbers.count > 1 ? numbers[1] : 1
                if count > 0 { result[file, default: []].formUnion(start..<(start + count)) }
            }
        }
        return result
    }
}
