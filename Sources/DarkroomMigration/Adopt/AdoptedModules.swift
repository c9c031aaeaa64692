/// The Apple frameworks `adopt` makes conditional, and what replaces them on Linux: Darkroom's modules never take
/// an Apple framework's name, so `#if canImport(SwiftUI)` keeps meaning "Apple's framework is here".
package enum AdoptedModules {
    /// Modules that `DarkroomCompat` stands in for (it re-exports Darkroom and OpenCombine; Darkroom declares
    /// `Transferable` and `UTType`, so sharing code's two small frameworks are among them).
    static let compat: Set<String> = ["SwiftUI", "UIKit", "CoreGraphics", "Combine", "CoreTransferable",
                                      "UniformTypeIdentifiers"]
    /// Swift Charts, replaced by `DarkroomCharts`.
    static let charts: Set<String> = ["Charts"]

    static let compatReplacement = "DarkroomCompat"
    static let chartsReplacement = "DarkroomCharts"

    /// The Linux module standing in for `module`, or `nil` when `adopt` leaves the import alone.
    package static func replacement(for module: String) -> String? {
        if compat.contains(module) { return compatReplacement }
        if charts.contains(module) { return chartsReplacement }
        return nil
    }
}
