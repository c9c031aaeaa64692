// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1647935739 static GaugeStyle.accessoryCircularCapacity where Self == AccessoryCircularCapacityGaugeStyle
@MainActor func use_1647935739() {
    let _: AccessoryCircularCapacityGaugeStyle = AccessoryCircularCapacityGaugeStyle.accessoryCircularCapacity
    func accept<T: GaugeStyle>(_ value: T) {}
    accept(.accessoryCircularCapacity)
}

// u7b00836bfd static GaugeStyle.accessoryLinearCapacity where Self == AccessoryLinearCapacityGaugeStyle
@MainActor func use_7b00836bfd() {
    let _: AccessoryLinearCapacityGaugeStyle = AccessoryLinearCapacityGaugeStyle.accessoryLinearCapacity
    func accept<T: GaugeStyle>(_ value: T) {}
    accept(.accessoryLinearCapacity)
}

// uabf54b4ff5 static GaugeStyle.accessoryCircular where Self == AccessoryCircularGaugeStyle
@MainActor func use_abf54b4ff5() {
    let _: AccessoryCircularGaugeStyle = AccessoryCircularGaugeStyle.accessoryCircular
    func accept<T: GaugeStyle>(_ value: T) {}
    accept(.accessoryCircular)
}

// u9d728ca718 static GaugeStyle.automatic where Self == DefaultGaugeStyle
@MainActor func use_9d728ca718() {
    let _: DefaultGaugeStyle = DefaultGaugeStyle.automatic
    func accept<T: GaugeStyle>(_ value: T) {}
    accept(.automatic)
}

// ud2bb04791d static GaugeStyle.linearCapacity where Self == LinearCapacityGaugeStyle
@MainActor func use_d2bb04791d() {
    let _: LinearCapacityGaugeStyle = LinearCapacityGaugeStyle.linearCapacity
    func accept<T: GaugeStyle>(_ value: T) {}
    accept(.linearCapacity)
}

// uad56529a3d static GaugeStyle.accessoryLinear where Self == AccessoryLinearGaugeStyle
@MainActor func use_ad56529a3d() {
    let _: AccessoryLinearGaugeStyle = AccessoryLinearGaugeStyle.accessoryLinear
    func accept<T: GaugeStyle>(_ value: T) {}
    accept(.accessoryLinear)
}
