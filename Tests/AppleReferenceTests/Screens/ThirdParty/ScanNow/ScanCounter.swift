// WezSieTato/ScanNow App/Sources/ScanNowCore/scanner/ScanCounter.swift
// at 64b92a24cf7ade6c7b6fd516ffe372da971526c6, MIT (Tests/AppleReferenceTests/Licences/WezSieTato-ScanNow.txt):
// verbatim except its imports (SwiftUI: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation

// sourcery: AutoMockable
protocol ScanCounter {
    var counter: Int { get }
    func increaseCounter()
}

final class AppStorageScanCounter: ScanCounter {
    @AppStorage("ScanCounterAppStorage.counter")
    private(set) var counter: Int = 0

    func increaseCounter() {
        counter += 1
    }
}
