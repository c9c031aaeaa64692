import Foundation

/// What `darkroom previews` asks of its render process: the library to load and what to draw.
///
/// Rendering runs in a child process so that a preview that traps (a `fatalError`, a force-unwrap of `nil`)
/// or hangs costs only that preview: the parent notes which job was running, marks it failed and starts a
/// new child at the next job.
public struct HostRequest: Codable, Sendable {
    /// The shared library of the scratch build.
    public var library: String
    /// The output folder (images go under `images/`).
    public var outputFolder: String
    /// Variant names.
    public var variants: [String]
    /// Device names.
    public var devices: [String]
    /// Per preview (`file:line`), the base of its image names and its display name.
    public var names: [String: PreviewName]
    /// Jobs before this index are skipped (they were done by an earlier child).
    public var firstJob: Int
    /// Providers (registration indices) whose `previews` trapped while being split: skipped.
    public var skippedEntries: [Int]
    /// Only the previews whose `file` or `file:line` is listed, when set.
    public var only: [String]?

    /// The names of one discovered preview.
    public struct PreviewName: Codable, Sendable {
        /// The file-name base (`Preview-2`, `ProfileCard_Previews`).
        public var base: String
        /// The name shown (`Preview 2`, the `#Preview` name, the provider's type name).
        public var display: String
    }
}

/// One line the render process writes on standard output.
public struct HostMessage: Codable, Sendable {
    /// `total`, `split` (a provider is being split), `start` (a job begins) or `result`.
    public var kind: String
    /// The job count, for `total`.
    public var total: Int?
    /// The registration index, for `split`.
    public var entry: Int?
    /// The job index, for `start` and `result`.
    public var job: Int?
    /// What the job made, for `result`.
    public var result: ManifestEntry?
    /// For `start`: the entry the job will have if the process dies while drawing it; for `split`: the
    /// provider's entry should splitting it kill the process.
    public var pending: ManifestEntry?
}
