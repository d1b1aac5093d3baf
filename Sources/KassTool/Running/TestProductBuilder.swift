import Foundation

/// Builds a package's test product with `swift build --build-tests` (incremental, so "if needed")
/// and finds the XCTest binary in the directory `swift build --show-bin-path` names:
/// `<bin>/<Package>PackageTests.xctest`. The build output is kept for the error only.
struct TestProductBuilder: Sendable {
    /// The package directory.
    var packagePath: URL
    /// The environment `swift` runs in.
    var environment: [String: String]
    /// Seconds the build may take.
    var timeout: Double

    /// A builder of the package at `packagePath`.
    init(packagePath: URL, environment: [String: String], timeout: Double = 3600) {
        self.packagePath = packagePath
        self.environment = environment
        self.timeout = timeout
    }

    /// Builds the tests and returns the test binary.
    func build() async throws -> URL {
        guard let swift = ChildProcess.locate("swift", environment: environment) else { throw BuildError.swiftNotFound }
        let package = ["--package-path", packagePath.path]
        let build = await ChildProcess.run(
            executable: swift, arguments: ["build", "--build-tests"] + package, environment: environment, timeout: timeout
        )
        guard build.termination == .exited(0) else {
            throw BuildError.buildFailed(termination: build.termination, output: build.output)
        }
        let show = await ChildProcess.run(
            executable: swift, arguments: ["build", "--show-bin-path"] + package, environment: environment, timeout: 300
        )
        let binPath = show.output.split(separator: "\n").last.map { $0.trimmingWhitespace() } ?? ""
        guard show.termination == .exited(0), binPath.hasPrefix("/") else { throw BuildError.binPathUnknown(output: show.output) }
        return try Self.testBinary(in: URL(fileURLWithPath: binPath))
    }

    /// The single `*PackageTests.xctest` in `directory`.
    static func testBinary(in directory: URL) throws -> URL {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let candidates = names.filter { $0.hasSuffix("PackageTests.xctest") }.sorted()
        guard candidates.count == 1 else { throw BuildError.noTestBinary(directory: directory.path, candidates: candidates) }
        return directory.appendingPathComponent(candidates[0])
    }
}

/// Why the test product could not be built or found.
enum BuildError: Error, Equatable, CustomStringConvertible {
    /// No `swift` on `PATH`.
    case swiftNotFound
    /// `swift build --build-tests` failed; `output` is everything it printed.
    case buildFailed(termination: ChildProcess.Termination, output: String)
    /// `swift build --show-bin-path` printed no directory.
    case binPathUnknown(output: String)
    /// The bin directory holds no (or several) `*PackageTests.xctest`.
    case noTestBinary(directory: String, candidates: [String])

    /// The message, with the fix.
    var description: String {
        switch self {
        case .swiftNotFound:
            return "swift was not found on PATH. Install the Swift toolchain or pass a built binary with --test-binary PATH."
        case .buildFailed(let termination, let output):
            return "\(output)\nswift build --build-tests failed (\(termination)). Fix the build errors above, then run kass mutants again."
        case .binPathUnknown(let output):
            return "swift build --show-bin-path printed no directory:\n\(output)\nPass the test binary with --test-binary PATH."
        case .noTestBinary(let directory, let candidates):
            let found = candidates.isEmpty ? "none" : candidates.joined(separator: ", ")
            return "Expected one *PackageTests.xctest in \(directory), found \(found). Pass the one to run with --test-binary PATH."
        }
    }
}
