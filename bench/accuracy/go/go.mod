module fastindex.invalid/accuracy/goreference

go 1.18
