import Foundation

/// `kass mutants`: generates or checks the manifest, or runs every selected defect against the
/// tests that claim to catch it. Everything it touches is a parameter (console, environment,
/// clock, runner), so tests run it in-process against a fake runner or a fixture binary.
struct MutantsCommand: Sendable {
    /// The parsed flags.
    var options: MutantsOptions
    /// The suite, defects, launch variable and sources, resolved from flags and config.
    var project: MutantsProject
    /// Where output goes.
    var console: Console
    /// The environment test processes start from.
    var environment: [String: String]
    /// Monotonic seconds, for wall times and the ETA.
    var now: @Sendable () -> Double
    /// The runner to use instead of building the package (tests); nil builds or uses `--test-binary`.
    var runner: (any TestProcessRunning)?
    /// Builds the package with the mutated sources in place (tests); nil runs `swift build --build-tests`.
    var sourceBuild: (@Sendable () async -> Result<URL, BuildError>)?

    /// A command with every dependency given.
    init(
        options: MutantsOptions, project: MutantsProject, console: Console, environment: [String: String],
        now: @escaping @Sendable () -> Double = MutantsCommand.monotonicSeconds, runner: (any TestProcessRunning)? = nil,
        sourceBuild: (@Sendable () async -> Result<URL, BuildError>)? = nil
    ) {
        self.options = options
        self.project = project
        self.console = console
        self.environment = environment
        self.now = now
        self.runner = runner
        self.sourceBuild = sourceBuild
    }

    /// Seconds since boot, from the monotonic clock.
    static let monotonicSeconds: @Sendable () -> Double = {
        Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }

    /// Runs the command; returns the exit status (0 success, 1 failure, 2 invalid use).
    func run() async -> Int32 {
        do {
            if let registry = project.registry { try options.validateOnly(against: registry) }
        } catch {
            console.writeError("error: \(error)\n")
            return 2
        }
        let manifest: MutantManifest
        do {
            manifest = try generateManifest()
        } catch {
            console.writeError("error: \(error)\n")
            return 1
        }
        switch options.mode {
        case .generate: return writeManifest(manifest)
        case .check: return checkManifest(manifest)
        case .run where options.operators:
            return await runSourceMutants(manifest)
        case .run:
            warnIfManifestIsStale(manifest)
            return await runMutants(manifest)
        }
    }

    /// The package directory.
    var packageURL: URL { URL(fileURLWithPath: options.packagePath).standardizedFileURL }

    /// The manifest file.
    var manifestURL: URL { MutantsProject.url(project.manifestPath, in: packageURL) }

    /// A fresh manifest from the suite's `/// Catches` lines.
    func generateManifest() throws -> MutantManifest {
        let generator = ManifestGenerator(registry: project.registry, module: project.module)
        return try generator.generate(
            directory: MutantsProject.url(project.suiteDirectory, in: packageURL), displayPath: project.suiteDirectory
        )
    }

    private func writeManifest(_ manifest: MutantManifest) -> Int32 {
        do {
            try Data(manifest.jsonText.utf8).write(to: manifestURL, options: .atomic)
        } catch {
            console.writeError("error: \(project.manifestPath) could not be written (\(error.localizedDescription)). Check that the "
                + "directory is writable.\n")
            return 1
        }
        console.write("Wrote \(project.manifestPath): \(manifest.defects.count) defects, \(manifest.tests.count) tests.\n")
        return 0
    }

    private func checkManifest(_ manifest: MutantManifest) -> Int32 {
        let onDisk = try? String(contentsOf: manifestURL, encoding: .utf8)
        if let error = ManifestGenerator.check(onDisk: onDisk, fresh: manifest.jsonText, path: project.manifestPath) {
            console.writeError("error: \(error)\n")
            return 1
        }
        console.write("\(project.manifestPath) is up to date: \(manifest.defects.count) defects, \(manifest.tests.count) tests.\n")
        return 0
    }

    private func warnIfManifestIsStale(_ manifest: MutantManifest) {
        let onDisk = try? String(contentsOf: manifestURL, encoding: .utf8)
        guard onDisk != manifest.jsonText else { return }
        let state = onDisk == nil ? "is missing" : "is out of date"
        console.writeError("warning: \(project.manifestPath) \(state); running from the /// Catches lines. Run `swift run kass mutants "
            + "--generate` and commit it.\n")
    }

    /// The defects this invocation runs: all, `--only`, or one `--shard`, in id order.
    func selectedDefects(in manifest: MutantManifest) -> [String] {
        var ids = manifest.defectIDs
        if let only = options.only { ids = ids.filter(only.contains) }
        if let shard = options.shard { ids = shard.select(ids) }
        return ids
    }

    /// The seeds each process runs under: `[nil]` without `--seeds`, else 1...K.
    var seeds: [Int?] {
        guard let count = options.seeds else { return [nil] }
        return (1...count).map { $0 }
    }

    /// `tests` split into at most `count` contiguous chunks whose sizes differ by at most one.
    static func chunks(_ tests: [String], count: Int) -> [[String]] {
        let parts = max(min(count, tests.count), 1)
        guard !tests.isEmpty else { return [] }
        let base = tests.count / parts, extra = tests.count % parts
        var result: [[String]] = []
        var start = 0
        for index in 0..<parts {
            let size = base + (index < extra ? 1 : 0)
            result.append(Array(tests[start..<start + size]))
            start += size
        }
        return result
    }
}
