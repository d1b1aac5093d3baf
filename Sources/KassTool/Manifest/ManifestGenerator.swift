import Foundation
import KassSupport

/// Builds the ``MutantManifest`` of a suite from its `/// Catches` lines and checks it against the
/// defect registry: unknown ids, registry defects without a test, malformed lines and lines not
/// above a test are all reported at once as ``ManifestErrors``.
///
/// ```swift
/// let generator = ManifestGenerator(registry: registry, module: "ReferenceSuite")
/// let manifest = try generator.generate(sources: [("ReferenceSuite/TransferTests.swift", text)])
/// ```
struct ManifestGenerator: Sendable {
    /// The defects every id is checked against; nil (a project without defects, for
    /// `--operators`) lists the tests and checks no id.
    var registry: DefectRegistry?
    /// The test module, the first part of test ids (`ReferenceSuite`).
    var module: String

    /// A generator for the suite compiled as `module`.
    init(registry: DefectRegistry?, module: String) {
        self.registry = registry
        self.module = module
    }

    /// The manifest of `sources` (display path and text of each Swift file).
    func generate(sources: [(path: String, text: String)]) throws -> MutantManifest {
        var errors: [ManifestError] = []
        var defects: [String: [String]] = [:]
        var tests: [String] = []
        for source in sources {
            let scan = SourceScanner.scan(source.text)
            tests += scan.tests.map { $0.id(module: module) }
            for problem in scan.problems {
                switch problem {
                case .malformed(let line, let text, let reason):
                    errors.append(.malformedCatches(file: source.path, line: line, text: text, reason: reason))
                case .notFollowedByTest(let line, let found):
                    errors.append(.catchesNotFollowedByTest(file: source.path, line: line, found: found))
                case .swiftTestingTest(let line, let found):
                    errors.append(.catchesAboveSwiftTestingTest(file: source.path, line: line, found: found))
                }
            }
            for caught in scan.catches {
                if let registry, !registry.contains(caught.defectID) {
                    let suggestions = NearMatchRanker.rank(caught.defectID, among: registry.ids)
                    errors.append(.unknownDefect(file: source.path, line: caught.line, id: caught.defectID, suggestions: suggestions))
                    continue
                }
                defects[caught.defectID, default: []].append(caught.test.id(module: module))
            }
        }
        let orphans = (registry?.ids ?? []).filter { defects[$0] == nil }
        if !orphans.isEmpty { errors.append(.defectsWithoutTests(ids: orphans)) }
        guard errors.isEmpty else { throw ManifestErrors(errors) }
        return MutantManifest(defects: defects, tests: tests)
    }

    /// The manifest of every `.swift` file under `directory` (searched recursively, read in path
    /// order); `displayPath` names the directory in messages (`ReferenceSuite`).
    func generate(directory: URL, displayPath: String) throws -> MutantManifest {
        let sources = try Self.readSources(directory: directory, displayPath: displayPath)
        guard !sources.isEmpty else { throw ManifestErrors([.noTests(directory: displayPath)]) }
        let manifest = try generate(sources: sources)
        guard !manifest.tests.isEmpty else { throw ManifestErrors([.noTests(directory: displayPath)]) }
        return manifest
    }

    /// The path and text of every `.swift` file under `directory`, sorted by path.
    static func readSources(directory: URL, displayPath: String) throws -> [(path: String, text: String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ManifestErrors([.suiteDirectoryMissing(path: displayPath)])
        }
        let root = directory.standardizedFileURL.path
        var relativePaths: [String] = []
        if let enumerator = FileManager.default.enumerator(atPath: root) {
            while let path = enumerator.nextObject() as? String {
                if path.hasSuffix(".swift") { relativePaths.append(path) }
            }
        }
        var sources: [(path: String, text: String)] = []
        for relative in relativePaths.sorted() {
            let display = displayPath.isEmpty ? relative : "\(displayPath)/\(relative)"
            do {
                let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
                sources.append((display, text))
            } catch {
                throw ManifestErrors([.unreadableFile(path: display, reason: error.localizedDescription)])
            }
        }
        return sources
    }

    /// Compares the manifest text on disk (nil when the file is missing) with a fresh generation;
    /// nil when they match, else the error with a unified diff.
    static func check(onDisk: String?, fresh: String, path: String) -> ManifestError? {
        guard let onDisk else { return .manifestMissing(path: path) }
        guard onDisk != fresh else { return nil }
        let diff = UnifiedDiff.render(old: onDisk, new: fresh, oldName: "\(path) (on disk)", newName: "\(path) (from /// Catches lines)")
        return .manifestOutOfDate(path: path, diff: diff)
    }
}
