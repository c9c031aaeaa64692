// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/Jinxiansen/SwiftUI/blob/d8192c12098f80f8a4bd2387a969f010c38c5773/Example/Example/Page/Alert/PopoverPage.swift
// Licence: MIT, Copyright (c) 2019 晋先森 (Jinxiansen) (full text: LICENSES/Jinxiansen-SwiftUI.txt)

//
//  PopoverPage.swift
//  Example
//
//  Created by 晋先森 on 2019/6/15.
//  Copyright © 2019 晋先森. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct PopoverPage : View {
    
    @State var showPop = false
    
    var body: some View {
        VStack {
            Button(action: {
                self.showPop = true
                print(self.showPop)
            }) {
                Text("Popover").bold().font(.system(.largeTitle, design: .monospaced))
            }
            .popover(isPresented: $showPop, content: {
                ImagePage()
            })
        }
    }
}

#if DEBUG
struct PopoverPage_Previews : PreviewProvider {
    static var previews: some View {
        PopoverPage()
    }
}
#endif
