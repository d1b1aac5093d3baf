// swift-tools-version:6.0
import PackageDescription

// `import CoreGraphics` and `import QuartzCore` in iOS files on Linux: modules under Apple's names that
// re-export HeadlessUI, shipped in the `UIKit` product. They are declared only when this manifest is
// evaluated on a Linux host, so on macOS (and in Xcode building for iOS) no module of the package is
// named like an Apple framework: such a module would be found before the SDK's by every target that
// imports Foundation. See Guide/UIKitOnLinux.md.
#if os(Linux)
let appleFrameworkNames = ["CoreGraphics", "QuartzCore"]
#else
let appleFrameworkNames: [String] = []
#endif

let package = Package(
    name: "Kass",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        // `import UIKit` on Linux (HeadlessUI under UIKit's module name); depend on it with
        // `.when(platforms: [.linux])` so the same code builds against Apple's UIKit on iOS.
        .library(name: "UIKit", targets: ["UIKit"] + appleFrameworkNames),
        .library(name: "Hammer", targets: ["Hammer"]),
        .library(name: "Kass", targets: ["Kass"]),
        .library(name: "ChaosBank", targets: ["ChaosBank"]),
        .library(name: "HammerAgent", targets: ["HammerAgent"]),
        .executable(name: "kass-bench", targets: ["kass-bench"]),
        .executable(name: "chaosbank", targets: ["chaosbank"]),
        .executable(name: "kass", targets: ["kass"]),
        .executable(name: "hammer", targets: ["hammer"]),
        .executable(name: "chaosbank-server", targets: ["chaosbank-server"]),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            path: "Sources/CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(
            name: "KassSupport"
        ),
        // A small, safe Swift layer over SQLite: connections, statements, typed rows, transactions.
        .target(
            name: "KassSQLite",
            dependencies: ["CSQLite"]
        ),
        // ChaosBank's backend as a real HTTP/1.1 + JSON service over SQLite (no UI: it links no HeadlessUI).
        .target(
            name: "ChaosBankServer",
            dependencies: ["KassSQLite", "KassSupport"]
        ),
        .executableTarget(
            name: "chaosbank-server",
            dependencies: ["ChaosBankServer", "KassSupport"]
        ),
        .target(
            name: "HeadlessLayoutSolver"
        ),
        .target(
            name: "HeadlessUI",
            dependencies: ["CFreeType", "CZlib", "HeadlessLayoutSolver"]
        ),
        .target(
            name: "UIKit",
            dependencies: [.target(name: "HeadlessUI", condition: .when(platforms: [.linux]))]
        ),
    ] + appleFrameworkNames.map { name in
        .target(name: name, dependencies: [.target(name: "HeadlessUI", condition: .when(platforms: [.linux]))])
    } + [

        .target(
            name: "Hammer",
            // HeadlessUI is Hammer's runtime wherever UIKit is not (Hammer's UIKit branch, behind
            // `#if canImport(UIKit)`, links UIKit instead).
            dependencies: [
                .target(name: "HeadlessUI", condition: .when(platforms: [.linux, .macOS, .windows, .android, .wasi, .openbsd])),
                "KassSupport",
            ]
        ),
        .target(
            name: "Kass",
            dependencies: ["Hammer", "HeadlessUI", "KassSupport"]
        ),
        .target(
            name: "HammerProtocol",
            dependencies: ["KassSupport"]
        ),
        .target(
            name: "HammerCLI",
            dependencies: ["HammerProtocol", "KassSupport"]
        ),
        .target(
            name: "HammerAgent",
            dependencies: ["Hammer", "HeadlessUI", "HammerProtocol", "KassSupport"]
        ),
        .target(
            name: "ChaosBank",
            dependencies: ["HeadlessUI", "KassSupport"]
        ),
        .target(
            name: "KassSamples",
            dependencies: ["HeadlessUI"]
        ),
        // The issue-14 sample: an app written as for iOS (`import UIKit`, scene delegate, asset catalog),
        // whose screens live in a library target as an iOS team's package keeps them.
        .target(
            name: "PantryApp",
            dependencies: [.target(name: "UIKit", condition: .when(platforms: [.linux]))],
            resources: [.process("Assets.xcassets")]
        ),
        .executableTarget(
            name: "chaosbank",
            dependencies: ["ChaosBank", "HammerAgent", "HeadlessUI"]
        ),
        .executableTarget(
            name: "kass-bench",
            dependencies: [
                "HeadlessUI", "HeadlessLayoutSolver", "Hammer", "Kass", "KassSamples", "ChaosBank", "HammerAgent", "HammerCLI",
                "KassSupport", "ChaosBankServer",
            ]
        ),
        .executableTarget(
            name: "hammer",
            dependencies: ["HammerCLI"]
        ),
        .target(
            name: "KassTool",
            dependencies: ["KassSupport"]
        ),
        // Links no app: `kass mutants` reads a project's defects from the file `.kass-mutants.json` names.
        .executableTarget(
            name: "kass",
            dependencies: ["KassTool"]
        ),
        .target(
            name: "HeadlessUITestSupport",
            // ChaosBankServer and KassSupport for the network tests' loopback HTTP server.
            dependencies: ["HeadlessUI", "ChaosBankServer", "KassSupport"],
            path: "Tests/HeadlessUITestSupport"
        ),
        .testTarget(
            name: "KassSupportTests",
            dependencies: ["KassSupport"]
        ),
        .testTarget(
            name: "KassSQLiteTests",
            dependencies: ["KassSQLite"]
        ),
        .testTarget(
            name: "ChaosBankServerTests",
            // ChaosBank (the app) only to check that the server starts from the app's data and rules.
            dependencies: ["ChaosBankServer", "KassSQLite", "KassSupport", "ChaosBank", "HeadlessUI"]
        ),
        .testTarget(
            name: "HeadlessLayoutSolverTests",
            dependencies: ["HeadlessLayoutSolver"]
        ),
        .testTarget(
            name: "UIKitOnLinuxTests",
            dependencies: [
                .target(name: "UIKit", condition: .when(platforms: [.linux])), "Hammer", "HeadlessUITestSupport",
            ] + appleFrameworkNames.map { .target(name: $0, condition: .when(platforms: [.linux])) }
        ),
        .testTarget(
            name: "UIKitSwift5ModeTests",
            dependencies: [.target(name: "UIKit", condition: .when(platforms: [.linux])), "HeadlessUITestSupport"],
            // Helper code as iOS projects write it in Swift 5 mode compiles against HeadlessUI's
            // `@preconcurrency @MainActor` UIKit types, as it does against UIKit.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "HeadlessUITests",
            dependencies: ["HeadlessUI", "HeadlessUITestSupport", "KassSamples"],
            // PNG and asset-catalog fixtures are read from disk through #filePath, not bundled as resources.
            exclude: ["Rendering/Fixtures", "Images/Fixtures"]
        ),
        .testTarget(
            name: "HammerTests",
            dependencies: ["Hammer", "HeadlessUI", "HeadlessUITestSupport", "KassSupport"],
            exclude: ["Snapshot/Goldens"]
        ),
        .testTarget(
            name: "KassTests",
            dependencies: ["Kass", "Hammer", "HeadlessUI", "HeadlessUITestSupport", "KassSupport"]
        ),
        .testTarget(
            name: "ChaosBankTests",
            dependencies: ["ChaosBank", "HeadlessUI", "HeadlessUITestSupport", "KassSupport"]
        ),
        .testTarget(
            name: "HammerProtocolTests",
            dependencies: ["HammerProtocol"]
        ),
        .testTarget(
            name: "HammerAgentTests",
            dependencies: ["HammerAgent", "Hammer", "HeadlessUI", "HeadlessUITestSupport", "ChaosBank", "KassSupport"]
        ),
        .testTarget(
            name: "HammerCLITests",
            dependencies: [
                "HammerCLI", "HammerProtocol", "HammerAgent", "ChaosBank", "HeadlessUI", "Hammer", "HeadlessUITestSupport",
                "KassSupport",
            ]
        ),
        .testTarget(
            name: "KassToolTests",
            dependencies: ["KassTool", "KassSupport"],
            // Comment fixtures are read from disk through #filePath, not compiled.
            exclude: ["Fixtures"]
        ),
        // Tally, the second app `kass mutants` is tested against (KassToolTests runs its suite
        // through the tool); its project (`.kass-mutants.json`, defects, manifest) is in Tests/KassToolSample.
        .target(
            name: "TallyApp",
            dependencies: ["HeadlessUI"],
            path: "Tests/KassToolSample/TallyApp"
        ),
        .testTarget(
            name: "TallySuite",
            dependencies: ["TallyApp", "Kass"],
            path: "Tests/KassToolSample/TallySuite"
        ),
        .testTarget(
            name: "PantryAppUITests",
            dependencies: ["PantryApp", "Kass"]
        ),
        .testTarget(
            name: "ReferenceSuite",
            dependencies: ["ChaosBank", "Kass", "Hammer", "HeadlessUI"],
            path: "ReferenceSuite",
            // The mutants manifest and the defects file are read by `kass mutants`, not compiled.
            exclude: ["mutants.json", "defects.json"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
