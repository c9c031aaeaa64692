import DarkroomComparison
import DarkroomCompat

// Code outside this package that checks two renders of one drawing against each other (the migration
// corpus's legacy code against its migrated code) needs the per-channel measure: swift-snapshot-testing's
// `precision` and `perceptualPrecision`, the public API, cannot state the parity tolerance that
// docs/migration.md quotes (mean channel difference, share of pixels more than 32 levels off), and those
// numbers must not move. DarkroomComparison is `package`, so another package cannot import it; the measure
// is exposed here under `@_spi(Comparison)`, only the numbers such a check reads, so users of
// DarkroomSnapshotTesting are not promised it.

/// How far two images of one size differ channel by channel (DarkroomComparison's per-channel measure).
@_spi(Comparison) public struct ChannelDifference: Sendable, CustomStringConvertible {
    private let measured: ImageDifference

    /// Compares `a` with `b`; `nil` when their sizes differ.
    public init?(_ a: CGImage, _ b: CGImage) {
        guard let measured = ImageDifference(a, b) else { return nil }
        self.measured = measured
    }

    /// The largest difference in any channel of any pixel, 0…255.
    public var maxChannelDifference: Int { measured.maxChannelDifference }
    /// The mean absolute difference per premultiplied channel, 0…255.
    public var meanChannelDifference: Double { measured.meanChannelDifference }

    /// The share (0…1) of pixels with some channel more than `threshold` (0…255) apart.
    public func share(differingByMoreThan threshold: Int) -> Double {
        measured.share(differingByMoreThan: threshold)
    }

    /// The size and the numbers above, for messages.
    public var description: String { measured.description }
}
