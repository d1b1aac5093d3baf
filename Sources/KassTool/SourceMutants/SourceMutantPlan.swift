import Foundation

/// Which source mutants a run covers: every Swift file under the app's source folder, their
/// mutants numbered across the run (files in path order, mutants in file order), the ones marked
/// equivalent (``EquivalentMark`` comments and the ``EquivalentList`` file) set apart, then the `--file` filter, the changed lines of
/// `--since` and the seeded `--sample`.
struct SourceMutantPlan: Sendable {
    /// One file of the app and what was found in it.
    struct File: Sendable {
        /// The path relative to the package.
        var path: String
        /// The file's text as read.
        var source: String
        /// Its tokens, blocks and mutants.
        var finder: MutationPointFinder
    }

    /// A mutant set apart as equivalent, with the user's reason.
    struct Equivalent: Equatable, Sendable {
        var mutant: SourceMutant
        var reason: String
    }

    /// The files, in path order.
    var files: [File]
    /// Every mutant of every file, numbered from 1.
    var mutants: [SourceMutant]
    /// Mutants marked equivalent (never run).
    var equivalents: [Equivalent]
    /// The mutants to build and run.
    var selected: [SourceMutant]
    /// Malformed `kass:equivalent` and `kass:skip-file` marks, with `file:line`.
    var problems: [String]
    /// Files left out with a `// kass:skip-file: <reason>` comment, with the reason.
    var skippedFiles: [(path: String, reason: String)] = []
    /// Entries of the equivalent-mutants list that name no mutant (stale), worded as warnings.
    var warnings: [String] = []

    /// The comment that leaves a whole file out (code that only the tooling runs, such as a
    /// defect switchboard): `// kass:skip-file: <reason>`.
    static let skipFileMarker = "kass:skip-file"

    /// What narrows the mutants down.
    struct Selection: Equatable, Sendable {
        /// Only files whose package-relative path contains this text.
        var fileFilter: String?
        /// Only mutants on these lines, by package-relative path (`--since`); nil for all lines.
        var changedLines: [String: Set<Int>]?
        /// At most this many mutants, picked by `seed`.
        var sample: Int?
        /// The sampling seed.
        var seed: UInt64 = 1
        /// The equivalent-mutants list file, if the project has one.
        var equivalentList: EquivalentList?
    }

    /// Reads the Swift files under `sourceDirectory` (relative to `packageURL`) and plans the run.
    static func make(packageURL: URL, sourceDirectory: String, selection: Selection) throws -> SourceMutantPlan {
        let root = packageURL.appendingPathComponent(sourceDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SourceMutantsError.noSourceDirectory(sourceDirectory)
        }
        let names = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix(MutantSchemataSupport.fileName) && !$0.contains("/.") }
            .sorted()
        guard !names.isEmpty else { throw SourceMutantsError.noSwiftFiles(sourceDirectory) }
        var files: [File] = []
        for name in names {
            let url = root.appendingPathComponent(name)
            let source: String
            do {
                source = try String(contentsOf: url, encoding: .utf8)
            } catch {
                throw SourceMutantsError.unreadable(path: sourceDirectory + "/" + name, reason: error.localizedDescription)
            }
            files.append(File(path: sourceDirectory + "/" + name, source: source, finder: MutationPointFinder(source: source)))
        }
        return plan(files: files, selection: selection)
    }

    /// Plans the run over already-read files.
    static func plan(files: [File], selection: Selection) -> SourceMutantPlan {
        var mutants: [SourceMutant] = []
        var equivalents: [Equivalent] = []
        var problems: [String] = []
        var skippedFiles: [(path: String, reason: String)] = []
        for file in files {
            let skipMark = file.finder.tokens.first { token in
                token.kind == .comment && token.text.dropFirst(2).trimmingWhitespace().hasPrefix(skipFileMarker)
            }
            if let mark = skipMark {
                let reason = mark.text.dropFirst(2).trimmingWhitespace().dropFirst(skipFileMarker.count).trimmingWhitespace()
                    .drop { $0 == ":" }.trimmingWhitespace()
                if reason.isEmpty {
                    problems.append("\(file.path):\(mark.line): say why the file is left out: // \(skipFileMarker): <reason>")
                } else {
                    skippedFiles.append((file.path, reason))
                }
                continue
            }
            let (marks, markProblems) = EquivalentMark.marks(in: file.finder.tokens)
            problems += markProblems.map { "\(file.path):\($0.line): \($0.message)" }
            for var mutant in file.finder.mutants(file: file.path) {
                mutant.id = mutants.count + equivalents.count + 1
                if let mark = marks.first(where: { $0.covers(mutant) }) {
                    equivalents.append(Equivalent(mutant: mutant, reason: mark.reason))
                } else if let entry = selection.equivalentList?.entry(for: mutant) {
                    equivalents.append(Equivalent(mutant: mutant, reason: entry.reason))
                } else {
                    mutants.append(mutant)
                }
            }
        }
        var candidates = mutants
        if let filter = selection.fileFilter { candidates = candidates.filter { $0.file.contains(filter) } }
        if let changed = selection.changedLines { candidates = candidates.filter { changed[$0.file]?.contains($0.line) == true } }
        if let sample = selection.sample {
            candidates = SeededGenerator.sample(sample, of: candidates.count, seed: selection.seed).map { candidates[$0] }
        }
        let warnings = selection.equivalentList?.staleEntries(among: mutants + equivalents.map(\.mutant)) ?? []
        return SourceMutantPlan(
            files: files, mutants: mutants, equivalents: equivalents, selected: candidates, problems: problems, skippedFiles: skippedFiles,
            warnings: warnings
        )
    }
}

/// Why a source mutant run could not start or build.
enum SourceMutantsError: Error, Equatable, CustomStringConvertible {
    /// The source folder does not exist.
    case noSourceDirectory(String)
    /// The folder holds no Swift file.
    case noSwiftFiles(String)
    /// A file could not be read.
    case unreadable(path: String, reason: String)
    /// The mutated build failed in a way no mutant explains.
    case buildFailed(output: String)
    /// A previous run's rewritten files could not be put back.
    case restoreFailed(path: String, reason: String)
    /// `git diff` for `--since` failed.
    case gitFailed(revision: String, output: String)

    var description: String {
        switch self {
        case .noSourceDirectory(let path):
            return "\(path) is not a folder. Pass the app target's source folder with --sources DIR (for example Sources/MyApp)."
        case .noSwiftFiles(let path):
            return "\(path) holds no Swift file. Pass the app target's source folder with --sources DIR."
        case .unreadable(let path, let reason):
            return "\(path) could not be read (\(reason))."
        case .buildFailed(let output):
            return "\(output)\nThe build with the mutants failed where no mutant explains it (the original sources are back in place). "
                + "Check that the package builds (swift build --build-tests), then run kass mutants --operators again."
        case .restoreFailed(let path, let reason):
            return "\(path) could not be put back (\(reason)); its original is in .build/kass-mutants/journal.json."
        case .gitFailed(let revision, let output):
            return "git diff \(revision) failed:\n\(output)\nPass a revision git knows to --since (for example origin/main)."
        }
    }
}
