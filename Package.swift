// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Kass",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        .library(name: "Hammer", targets: ["Hammer"]),
        .executable(name: "kass-bench", targets: ["kass-bench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            path: "Sources/CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .target(
            name: "HeadlessUI",
            dependencies: ["CFreeType"]
        ),
        .target(
            name: "Hammer",
            dependencies: ["HeadlessUI"]
        ),
        .executableTarget(
            name: "kass-bench",
            dependencies: ["HeadlessUI", "Hammer"]
        ),
        .target(
            name: "HeadlessUITestSupport",
            dependencies: ["HeadlessUI"],
            path: "Tests/HeadlessUITestSupport"
        ),
        .testTarget(
            name: "HeadlessUITests",
            dependencies: ["HeadlessUI", "HeadlessUITestSupport"]
        ),
        .testTarget(
            name: "HammerTests",
            dependencies: ["Hammer", "HeadlessUI", "HeadlessUITestSupport"],
            exclude: ["Snapshot/Goldens"]
        ),
        .testTarget(
            name: "ReferenceSuite",
            dependencies: ["HeadlessUI", "HeadlessUITestSupport"],
            path: "ReferenceSuite"
        ),
    ],
    swiftLanguageModes: [.v6]
)
