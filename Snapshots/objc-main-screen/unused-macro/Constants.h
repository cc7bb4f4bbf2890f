#import <UIKit/UIKit.h>

#ifndef kScreenWidth
#define kScreenWidth [UIScreen mainScreen].bounds.size.width
#endif

#define kScreenHeight [UIScreen mainScreen].bounds.size.height
#define kContentHeight (kScreenHeight - 64)
#define kIsSmallPhone ([UIScreen mainScreen].bounds.size.height <= 568)
#define kHairline (1.0 / [UIScreen mainScreen].scale)
