extension EnvironmentValues {
    /// The document of the enclosing document scene; Darkroom renders no document scenes, so there is none.
    public var documentConfiguration: DocumentConfiguration? { nil }
}
