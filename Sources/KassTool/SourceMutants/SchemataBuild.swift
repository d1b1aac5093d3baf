import Foundation

/// Builds the test product once with every selected mutant compiled in (``MutantSchemata``).
/// Mutants the compiler rejects (`"a" - b` after `+` → `-`) are found from the error lines, dropped
/// and the build is run again (at most ``maximumRounds`` times); the originals are back in place
/// whatever happens.
struct SchemataBuild: Sendable {
    /// The package.
    var packageURL: URL
    /// The folder of the app's sources (package-relative); the support file goes there.
    var sourceDirectory: String
    /// Builds the package and returns the test binary or the build's output.
    var build: @Sendable () async -> Result<URL, BuildError>

    /// How many builds a run may take before it gives up on the remaining compile errors.
    static let maximumRounds = 4

    /// What the build produced.
    struct Outcome: Sendable {
        /// The test binary holding the mutants.
        var testBinary: URL
        /// The mutants compiled in.
        var compiled: [SourceMutant]
        /// The mutants the compiler rejected, with the first error about each.
        var rejected: [(mutant: SourceMutant, error: String)]
        /// How many builds it took.
        var rounds: Int
    }

    /// Rewrites `plan`'s files for `mutants`, builds, drops rejected mutants and builds again.
    func run(_ plan: SourceMutantPlan, mutants: [SourceMutant]) async throws -> Outcome {
        let workspace = SchemataWorkspace(packageURL: packageURL)
        try workspace.restoreLeftovers()
        var remaining = mutants
        var rejected: [(mutant: SourceMutant, error: String)] = []
        for round in 1...Self.maximumRounds {
            let rewritten = rewrite(plan, remaining)
            var files = rewritten.mapValues(\.text)
            files[sourceDirectory + "/" + MutantSchemataSupport.fileName] = MutantSchemataSupport.source
            try workspace.apply(files)
            let result = await build()
            try workspace.restore()
            switch result {
            case .success(let binary):
                return Outcome(testBinary: binary, compiled: remaining, rejected: rejected, rounds: round)
            case .failure(let error):
                let output: String
                if case .buildFailed(_, let text) = error { output = text } else { throw error }
                let blamed = Self.blame(output, rewritten: rewritten, mutants: remaining, packageURL: packageURL)
                guard !blamed.isEmpty, round < Self.maximumRounds else { throw SourceMutantsError.buildFailed(output: output) }
                rejected += remaining.compactMap { mutant in blamed[mutant.id].map { (mutant, $0) } }
                remaining.removeAll { blamed[$0.id] != nil }
            }
        }
        throw SourceMutantsError.buildFailed(output: "")
    }

    /// Each file's rewrite for the mutants in it (files without mutants are left alone).
    func rewrite(_ plan: SourceMutantPlan, _ mutants: [SourceMutant]) -> [String: MutantSchemata.Output] {
        let byFile = Dictionary(grouping: mutants, by: \.file)
        var result: [String: MutantSchemata.Output] = [:]
        for file in plan.files {
            guard let inFile = byFile[file.path] else { continue }
            result[file.path] = MutantSchemata(tokens: file.finder.tokens, blocks: file.finder.blocks).rewrite(with: inFile)
        }
        return result
    }

    /// The mutants the compiler's errors point at (id → the error), from `path:line:column: error:`
    /// lines in rewritten files: the mutant whose branch holds the line, else every mutant of the
    /// innermost `if` chain holding it, else every mutant of the chains inside the innermost code
    /// block holding it (an initializer whose end reports a property some branch left uninitialized).
    static func blame(
        _ output: String, rewritten: [String: MutantSchemata.Output], mutants: [SourceMutant], packageURL: URL
    ) -> [Int: String] {
        var blamed: [Int: String] = [:]
        let byBlock = Dictionary(grouping: mutants) { "\($0.file)#\($0.block)" }
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let number = Int(parts[1]) else { continue }
            var path = String(parts[0])
            if path.hasPrefix(packageURL.path + "/") { path.removeFirst(packageURL.path.count + 1) }
            guard let output = rewritten[path] else { continue }
            let message = String(line)
            if let mutant = output.branchLines.filter({ $0.value.contains(number) }).min(by: { $0.value.count < $1.value.count }) {
                blamed[mutant.key] = blamed[mutant.key] ?? message
            } else if let block = output.blockLines.filter({ $0.value.contains(number) }).min(by: { $0.value.count < $1.value.count }) {
                for mutant in byBlock["\(path)#\(block.key)"] ?? [] { blamed[mutant.id] = blamed[mutant.id] ?? message }
            } else {
                let chains = output.blockLines
                let enclosing = output.codeBlockLines
                    .filter { span in span.contains(number) && chains.values.contains { span.contains($0.lowerBound) } }
                    .min { $0.count < $1.count }
                guard let enclosing else { continue }
                for (block, lines) in chains where enclosing.contains(lines.lowerBound) {
                    for mutant in byBlock["\(path)#\(block)"] ?? [] { blamed[mutant.id] = blamed[mutant.id] ?? message }
                }
            }
        }
        return blamed
    }
}
