HIGSearch.manifest({"shards":[""],"offsets":[0,25,50,71]});
