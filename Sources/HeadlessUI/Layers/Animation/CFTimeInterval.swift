import Foundation

#if !canImport(ObjectiveC)
/// Seconds, as Core Foundation's `CFTimeInterval` (Core Animation's time type).
public typealias CFTimeInterval = Double
#endif
