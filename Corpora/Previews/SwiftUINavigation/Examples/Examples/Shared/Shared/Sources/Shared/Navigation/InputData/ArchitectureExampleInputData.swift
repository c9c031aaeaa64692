public struct ArchitectureExampleInputData {

    public let initialName: String

    public init(initialName: String) {
        self.initialName = initialName
    }

}
