// The `QuartzCore` module for Linux: `import QuartzCore` in a file written for iOS resolves here and
// gets HeadlessUI (`CALayer`, `CAShapeLayer`, `CAGradientLayer`, `CABasicAnimation`, `CATransaction`…)
// plus Foundation.
//
// Package.swift declares this target only when the manifest is evaluated on Linux, so a macOS or iOS
// build never has a module of this name next to Apple's QuartzCore (see Guide/UIKitOnLinux.md). It
// comes with Kass's `UIKit` product.
#if !canImport(ObjectiveC)
@_exported import Foundation
@_exported import HeadlessUI
#endif
