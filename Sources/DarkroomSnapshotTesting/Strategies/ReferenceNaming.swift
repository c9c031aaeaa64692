/// How Linux references are told apart from the ones recorded on iOS.
///
/// swift-snapshot-testing names a reference `__Snapshots__/<File>/<test>.<name>.<extension>`.
/// Every strategy of this module uses `linux.<extension>` as its extension, so a test
/// recorded on both platforms keeps `testCard.1.png` (iOS) beside `testCard.1.linux.png`
/// (Linux): Linux never reads or overwrites an iOS reference, and iOS never sees a Linux one.
public enum SnapshotReferenceNaming {
    /// The marker put before the file extension of every Linux reference.
    public static let platformSuffix = "linux"

    /// The path extension of a Linux reference of the given format (`png`, `pdf`, `svg`).
    public static func pathExtension(_ format: String) -> String { "\(platformSuffix).\(format)" }
}
