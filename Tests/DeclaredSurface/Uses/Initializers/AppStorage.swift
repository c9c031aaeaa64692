// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3870a55122 AppStorage.init<RowValue>(wrappedValue: Value, _: String, store: UserDefaults?) where Value ==
//   TableColumnCustomization<RowValue>, RowValue : Identifiable
private struct Wrapper_3870a55122<RowValue: Identifiable> {
    @AppStorage(
        sample() as String,
        store: sample() as UserDefaults?
    ) var value: TableColumnCustomization<RowValue> = sample()
    @AppStorage(sample() as String) var value2: TableColumnCustomization<RowValue> = sample()
}

// ue5676bdfa0 AppStorage.init(wrappedValue: Value, _: String, store: UserDefaults?) where Value == Bool
private struct Wrapper_e5676bdfa0 {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: Bool = sample()
    @AppStorage(sample() as String) var value2: Bool = sample()
}

// u38562ff857 AppStorage.init(wrappedValue: Value, _: String, store: UserDefaults?) where Value == Int
private struct Wrapper_38562ff857 {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: Int = sample()
    @AppStorage(sample() as String) var value2: Int = sample()
}

// uf168a54028 AppStorage.init(wrappedValue: Value, _: String, store: UserDefaults?) where Value == Double
private struct Wrapper_f168a54028 {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: Double = sample()
    @AppStorage(sample() as String) var value2: Double = sample()
}

// ua3ddef535d AppStorage.init(wrappedValue: Value, _: String, store: UserDefaults?) where Value == String
private struct Wrapper_a3ddef535d {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: String = sample()
    @AppStorage(sample() as String) var value2: String = sample()
}

// ud47ffeb767 AppStorage.init(wrappedValue: Value, _: String, store: UserDefaults?) where Value == URL
private struct Wrapper_d47ffeb767 {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: URL = sample()
    @AppStorage(sample() as String) var value2: URL = sample()
}

// ubd1b081186 AppStorage.init(wrappedValue: Value, _: String, store: UserDefaults?) where Value == Data
private struct Wrapper_bd1b081186 {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: Data = sample()
    @AppStorage(sample() as String) var value2: Data = sample()
}

// u3e6c065563 AppStorage.init(wrappedValue: Value, _: String, store: UserDefaults?) where Value : RawRepresentable,
//   Value.RawValue == Int
private struct Wrapper_3e6c065563<Value: RawRepresentable> where Value.RawValue == Int {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: Value = sample()
    @AppStorage(sample() as String) var value2: Value = sample()
}

// u521008d247 AppStorage.init(wrappedValue: Value, _: String, store: UserDefaults?) where Value : RawRepresentable,
//   Value.RawValue == String
private struct Wrapper_521008d247<Value: RawRepresentable> where Value.RawValue == String {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: Value = sample()
    @AppStorage(sample() as String) var value2: Value = sample()
}

// u53ac33cf2a AppStorage.init(_: String, store: UserDefaults?) where Value == Bool?, Value : ExpressibleByNilLiteral
private struct Wrapper_53ac33cf2a {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: Bool?
    @AppStorage(sample() as String) var value2: Bool?
}

// ud19984f6f3 AppStorage.init(_: String, store: UserDefaults?) where Value == Int?, Value : ExpressibleByNilLiteral
private struct Wrapper_d19984f6f3 {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: Int?
    @AppStorage(sample() as String) var value2: Int?
}

// u86459ebf36 AppStorage.init(_: String, store: UserDefaults?) where Value == Double?, Value : ExpressibleByNilLiteral
private struct Wrapper_86459ebf36 {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: Double?
    @AppStorage(sample() as String) var value2: Double?
}

// u6b36529c0d AppStorage.init(_: String, store: UserDefaults?) where Value == String?, Value : ExpressibleByNilLiteral
private struct Wrapper_6b36529c0d {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: String?
    @AppStorage(sample() as String) var value2: String?
}

// ufec08b4e04 AppStorage.init(_: String, store: UserDefaults?) where Value == URL?, Value : ExpressibleByNilLiteral
private struct Wrapper_fec08b4e04 {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: URL?
    @AppStorage(sample() as String) var value2: URL?
}

// u8c83977619 AppStorage.init(_: String, store: UserDefaults?) where Value == Data?, Value : ExpressibleByNilLiteral
private struct Wrapper_8c83977619 {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: Data?
    @AppStorage(sample() as String) var value2: Data?
}

// ub70280b21f AppStorage.init<R>(_: String, store: UserDefaults?) where Value == R?, R : RawRepresentable, R.RawValue
//   == String
private struct Wrapper_b70280b21f<R: RawRepresentable> where R.RawValue == String {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: R?
    @AppStorage(sample() as String) var value2: R?
}

// udc7b7e3078 AppStorage.init<R>(_: String, store: UserDefaults?) where Value == R?, R : RawRepresentable, R.RawValue
//   == Int
private struct Wrapper_dc7b7e3078<R: RawRepresentable> where R.RawValue == Int {
    @AppStorage(sample() as String, store: sample() as UserDefaults?) var value: R?
    @AppStorage(sample() as String) var value2: R?
}
