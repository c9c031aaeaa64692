// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1474f855ec SceneStorage.init<RowValue>(wrappedValue: Value, _: String) where Value ==
//   TableColumnCustomization<RowValue>, RowValue : Identifiable
private struct Wrapper_1474f855ec<RowValue: Identifiable> {
    @SceneStorage(sample() as String) var value: TableColumnCustomization<RowValue> = sample()
}

// ua075ade761 SceneStorage.init(wrappedValue: Value, _: String) where Value == Bool
private struct Wrapper_a075ade761 {
    @SceneStorage(sample() as String) var value: Bool = sample()
}

// u67646ea886 SceneStorage.init(wrappedValue: Value, _: String) where Value == Int
private struct Wrapper_67646ea886 {
    @SceneStorage(sample() as String) var value: Int = sample()
}

// u6a681a25e2 SceneStorage.init(wrappedValue: Value, _: String) where Value == Double
private struct Wrapper_6a681a25e2 {
    @SceneStorage(sample() as String) var value: Double = sample()
}

// u797284cb41 SceneStorage.init(wrappedValue: Value, _: String) where Value == String
private struct Wrapper_797284cb41 {
    @SceneStorage(sample() as String) var value: String = sample()
}

// u9f0bd79929 SceneStorage.init(wrappedValue: Value, _: String) where Value == URL
private struct Wrapper_9f0bd79929 {
    @SceneStorage(sample() as String) var value: URL = sample()
}

// u6482876d56 SceneStorage.init(wrappedValue: Value, _: String) where Value == Data
private struct Wrapper_6482876d56 {
    @SceneStorage(sample() as String) var value: Data = sample()
}

// u67275174cd SceneStorage.init(wrappedValue: Value, _: String) where Value : RawRepresentable, Value.RawValue == Int
private struct Wrapper_67275174cd<Value: RawRepresentable> where Value.RawValue == Int {
    @SceneStorage(sample() as String) var value: Value = sample()
}

// u9c1d726033 SceneStorage.init(wrappedValue: Value, _: String) where Value : RawRepresentable, Value.RawValue ==
//   String
private struct Wrapper_9c1d726033<Value: RawRepresentable> where Value.RawValue == String {
    @SceneStorage(sample() as String) var value: Value = sample()
}

// u656c1d6809 SceneStorage.init(_: String) where Value == Bool?, Value : ExpressibleByNilLiteral
private struct Wrapper_656c1d6809 {
    @SceneStorage(sample() as String) var value: Bool?
}

// uc61ac36b91 SceneStorage.init(_: String) where Value == Int?, Value : ExpressibleByNilLiteral
private struct Wrapper_c61ac36b91 {
    @SceneStorage(sample() as String) var value: Int?
}

// u4f45009937 SceneStorage.init(_: String) where Value == Double?, Value : ExpressibleByNilLiteral
private struct Wrapper_4f45009937 {
    @SceneStorage(sample() as String) var value: Double?
}

// ucb9c5c75ea SceneStorage.init(_: String) where Value == String?, Value : ExpressibleByNilLiteral
private struct Wrapper_cb9c5c75ea {
    @SceneStorage(sample() as String) var value: String?
}

// u75a10d2a26 SceneStorage.init(_: String) where Value == URL?, Value : ExpressibleByNilLiteral
private struct Wrapper_75a10d2a26 {
    @SceneStorage(sample() as String) var value: URL?
}

// u8cb483a6e5 SceneStorage.init(_: String) where Value == Data?, Value : ExpressibleByNilLiteral
private struct Wrapper_8cb483a6e5 {
    @SceneStorage(sample() as String) var value: Data?
}

// u96d82964e5 SceneStorage.init<R>(_: String) where Value == R?, R : RawRepresentable, R.RawValue == String
private struct Wrapper_96d82964e5<R: RawRepresentable> where R.RawValue == String {
    @SceneStorage(sample() as String) var value: R?
}

// u4ffa074480 SceneStorage.init<R>(_: String) where Value == R?, R : RawRepresentable, R.RawValue == Int
private struct Wrapper_4ffa074480<R: RawRepresentable> where R.RawValue == Int {
    @SceneStorage(sample() as String) var value: R?
}
