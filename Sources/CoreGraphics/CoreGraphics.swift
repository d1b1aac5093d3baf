// The `CoreGraphics` module for Linux: `import CoreGraphics` in a file written for iOS resolves here
// and gets HeadlessUI (`CGColor`, `CGPath`, `CGContext`, `CGAffineTransform`…) plus Foundation (which on
// Linux holds `CGFloat`, `CGPoint`, `CGSize` and `CGRect`).
//
// Package.swift declares this target only when the manifest is evaluated on Linux, so a macOS or iOS
// build never has a module of this name next to Apple's CoreGraphics (see Guide/UIKitOnLinux.md). It
// comes with Kass's `UIKit` product.
#if !canImport(ObjectiveC)
@_exported import Foundation
@_exported import HeadlessUI
#endif
