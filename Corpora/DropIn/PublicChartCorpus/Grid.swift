// From github.com/jordibruin/Swift-Charts-Examples, commit 5134bcfff65ce169ef0b23412d95daef383ea537,
// "Swift Charts Examples/Data/Grid.swift",
// MIT License (Copyright (c) 2022 Jordi Bruin; licence text in LICENSE.jordibruin).
// Verbatim except its import lines, made conditional for Linux (Darkroom), and lines over 120 columns wrapped.
//
// Copyright © 2022 Swift Charts Examples.
// Open Source - MIT License

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct Grid {
    let numRows: Int
    let numCols: Int
    var points = [Point]()

    init(numRows: Int, numCols: Int) {
        self.numRows = numRows
        self.numCols = numCols
        generateData()
    }
    
    mutating func generateData() {
        for rowIndex in 0..<numRows {
            for colIndex in 0..<numCols {
                let maxValue = numRows + numCols - 2
                let variance = Double.random(in: 0..<20) - 10
                let value = (Double(rowIndex + colIndex) * 100)/Double(maxValue) + variance
                let point = Point(x: Double(colIndex), y: Double(rowIndex), val: value)
                points.append(point)
            }
        }
    }
}

